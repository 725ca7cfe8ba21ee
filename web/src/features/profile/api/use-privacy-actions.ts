import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';
import { CreateDataExportLinkMutation, DeleteMyAccountMutation, MyDataExportQuery, RequestDataExportMutation } from '../privacy-query';

/** Ask for a copy of her data: the panel's query gets the new state from the answer. */
export function useRequestDataExport() {
  const [mutate, { loading }] = useMutation(RequestDataExportMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyDataExportQuery, data: { myDataExport: data.requestDataExport } });
    },
  });
  return { request: () => mutate(), requesting: loading };
}

/** A one-time link to her ready archive; the browser then downloads it (the archive is deleted after that). */
export function useDownloadDataExport() {
  const [mutate, { loading }] = useMutation(CreateDataExportLinkMutation, { refetchQueries: [MyDataExportQuery] });
  const download = async (): Promise<string> => {
    const { data } = await mutate();
    if (!data) throw new Error('No answer from the server');
    return data.createDataExportLink.url;
  };
  return { download, linking: loading };
}

/** Delete her account after her password; then her session ends here and she lands on the home page. */
export function useDeleteMyAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(DeleteMyAccountMutation);
  const remove = async (password: string): Promise<void> => {
    await mutate({ variables: { password } });
    clearSession('logout');
    await client.clearStore();
    await navigate(paths.landing, { replace: true });
  };
  return { remove, deleting: loading };
}
