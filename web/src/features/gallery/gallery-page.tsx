import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Page } from '../../kit/page';
import { CameraIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { PageSpinner } from '../../components/spinner';
import { Tabs } from '../../components/tabs';
import { useSession } from '../../lib/session';
import { PhotoCategoriesQuery } from './gallery-query';
import { PhotoGrid } from './photo-grid';
import { DEFAULT_CATEGORY } from './photo-rules';
import { UploadPhotoDialog } from './upload-photo-dialog';


const ALL = 'all';

const TabIcon = styled.span`
  font-size: 1.05em;
  line-height: 1;
`;

/**
 * docs/product.md, Gallery: the title, category tabs (All Photos, then the server's categories with their icons; `?tab=`),
 * the photo grid with its detail and like toggle, the Upload Photo dialog for signed-in members, and the
 * empty states.
 */
export function GalleryPage() {
  const { user } = useSession();
  const viewer = user ? { id: user.id, role: user.role } : null;
  const [params, setParams] = useSearchParams();
  const [uploading, setUploading] = useState(false);
  const [uploads, setUploads] = useState(0);
  const { data, error } = useQuery(PhotoCategoriesQuery);

  useEffect(() => {
    // docs/product.md, Error catalogue: a failure to load the categories is only logged (the gallery still shows All Photos).
    if (error) console.warn('Could not load the photo categories', error);
  }, [error]);

  const categories = useMemo(() => data?.photoCategories ?? [], [data]);
  const names = useMemo(() => new Map(categories.map((item) => [item.id, item.name])), [categories]);
  if (!data && !error) return <PageSpinner label="Loading the gallery…" />;

  const asked = params.get('tab');
  const tab = categories.some((item) => item.id === asked) ? (asked as string) : ALL;
  const category = tab === ALL ? null : tab;
  const select = (next: string) => setParams(next === ALL ? {} : { tab: next }, { replace: true });

  const upload = user ? (
    <Button type="button" onClick={() => setUploading(true)}>
      <CameraIcon width={20} height={20} /> Upload Photo
    </Button>
  ) : null;

  const grid = (key: string, forCategory: string | null) => (
    <PhotoGrid key={key} category={forCategory} categoryNames={names} viewer={viewer} uploadAction={upload} refreshToken={uploads} />
  );

  return (
    <Page>
      <PageHeading title="Gallery" subtitle="Walks, wins and everyday moments, shared by the moms of MomStride." action={upload} />
      <Tabs
        label="Photo categories"
        selected={tab}
        onSelect={select}
        tabs={[
          { key: ALL, label: 'All Photos', content: grid(ALL, null) },
          ...categories.map((item) => ({
            key: item.id,
            label: (
              <>
                <TabIcon aria-hidden="true">{item.icon}</TabIcon>
                {item.name}
              </>
            ),
            content: grid(item.id, item.id),
          })),
        ]}
      />
      {uploading ? (
        <UploadPhotoDialog
          categories={categories}
          initialCategory={category ?? DEFAULT_CATEGORY}
          onClose={() => setUploading(false)}
          onUploaded={(uploaded) => {
            // Show her photo: the list is asked again, and from another category's tab she goes to its category.
            setUploads((count) => count + 1);
            if (category !== null && category !== uploaded) select(uploaded);
          }}
        />
      ) : null}
    </Page>
  );
}
