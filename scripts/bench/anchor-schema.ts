/** The anchor's schema: just `me` and the `User` entity with the fields the bench asks for. */
export const ANCHOR_TYPE_DEFS = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
type User @key(fields: "id") {
  id: ID!
  firstName: String!
  lastName: String!
  email: String
  role: String!
}
type Query {
  me: User
}
`;

export const ANCHOR_QUERY = '{ me { id firstName lastName email role } }';
