import { graphql } from '../../gql';

/** docs/product.md, Business constants and limits: directory page size 20. */
export const DIRECTORY_PAGE_SIZE = 20;

/** The /directory route's own query: one page of the members matching the search and category (the viewer excluded). */
export const DirectoryPageQuery = graphql(`
  query DirectoryPage($search: String, $businessCategory: BusinessCategory, $limit: Int!, $offset: Int!) {
    users(search: $search, businessCategory: $businessCategory, limit: $limit, offset: $offset) {
      id
      ...DirectoryMemberCard
    }
  }
`);
