import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { EmptyState } from '../../../ui/empty-state';
import { usePortal } from '../../../ui/portal-context';
import { ScreenFrame } from '../shared/screen-frame';
import { officeDocumentsQuery, type ViewableDocument } from '../api/documents-api';
import { DocumentList } from './document-list';
import { searchDocuments } from './document-rules';
import { DocumentUploadDialog } from './document-upload-dialog';

/** Core §4: documents are fetched again every 30 s, for what the office adds meanwhile. */
export const DOCUMENTS_REFETCH_MS = 30_000;

const KNOWN_CATEGORIES = ['klanten', 'polissen', 'hypotheken', 'schades'] as const;
type KnownCategory = (typeof KNOWN_CATEGORIES)[number];
const isKnown = (key: string): key is KnownCategory => (KNOWN_CATEGORIES as readonly string[]).includes(key);

export function DocumentsScreen({ title }: { title: string }) {
  const { t } = useTranslation('dossier');
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [uploading, setUploading] = useState(false);
  const documents = usePortalData('documents', true, DOCUMENTS_REFETCH_MS);
  const { address } = usePortal();
  const office = useQuery(officeDocumentsQuery(DOCUMENTS_REFETCH_MS));

  const categoryTitle = (key: string) => {
    const lower = key.toLowerCase();
    return isKnown(lower) ? t(`category_${lower}`) : key;
  };
  const categories: { key: string; title: string; documents: ViewableDocument[] }[] = [
    ...Object.entries(documents.data ?? {}).map(([key, list]) => ({ key, title: categoryTitle(key), documents: searchDocuments(list, search) })),
    { key: 'tenant', title: t('category_tenant'), documents: searchDocuments(office.data ?? [], search) },
  ].filter((category) => category.documents.length > 0);

  return (
    <ScreenFrame
      title={title}
      loading={documents.isPending}
      failed={documents.isError}
      action={
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
          {t('upload_document')}
        </Button>
      }
    >
      <TextField type="search" label={t('search')} value={query} onChange={(event) => setQuery(event.target.value)} fullWidth sx={{ mb: 2 }} />
      {categories.length === 0 && <EmptyState text={t('documents_empty')} hint={t('documents_empty_hint', { context: address })} />}
      <Stack sx={{ gap: 2 }}>
        {categories.map((category) => (
          <Paper key={category.key} component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={category.title}>
            <Typography component="h2" variant="h6">
              {category.title}
            </Typography>
            <DocumentList documents={category.documents} />
          </Paper>
        ))}
      </Stack>
      <DocumentUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </ScreenFrame>
  );
}
