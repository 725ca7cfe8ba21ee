import { graphql } from '../../gql';

/** docs/product.md, Business constants and limits: gallery lists of 50. */
export const GALLERY_PAGE = 50;

/** The category tabs (docs/product.md, Gallery: All Photos plus the server's categories), in the server's order. */
export const PhotoCategoriesQuery = graphql(`
  query PhotoCategories {
    photoCategories {
      id
      name
      icon
      description
    }
  }
`);

/** One tab's photos, newest first, a page at a time. */
export const GalleryPhotosQuery = graphql(`
  query GalleryPhotos($category: String, $limit: Int!, $offset: Int!) {
    photos(category: $category, limit: $limit, offset: $offset) {
      id
      status
      ...PhotoTile
      ...PhotoDetail
    }
  }
`);
