import { graphql } from '../../gql';

/** Her copy of her data (docs/privacy.md): what the Profile's "Download my data" panel shows. */
export const MyDataExportQuery = graphql(`
  query MyDataExport {
    myDataExport {
      ...DataExportFields
    }
  }
`);

export const DataExportFieldsFragment = graphql(`
  fragment DataExportFields on DataExport {
    status
    requestedAt
    readyAt
    expiresAt
    downloadedAt
    sizeBytes
    problem
  }
`);

export const RequestDataExportMutation = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      ...DataExportFields
    }
  }
`);

export const CreateDataExportLinkMutation = graphql(`
  mutation CreateDataExportLink {
    createDataExportLink {
      url
      expiresAt
    }
  }
`);

export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);
