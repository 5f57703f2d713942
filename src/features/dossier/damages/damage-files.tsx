import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileGroup } from './damage-report.machine';

/** One file group of the damage report: add files (several at once) and remove them again. */
export function DamageFiles({
  group,
  files,
  onAdd,
  onRemove,
}: {
  group: FileGroup;
  files: File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('dossier');
  const input = useRef<HTMLInputElement>(null);
  const label = t(`file_group_${group}`);
  return (
    <Box sx={{ py: 0.5 }}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-group={group}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()}>
        {t('add_files', { group: label })}
      </Button>
      {files.map((file, index) => (
        <Stack key={`${file.name}-${index}`} direction="row" sx={{ alignItems: 'center', pl: 4 }}>
          <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
          <IconButton size="small" aria-label={t('remove_file', { name: file.name })} onClick={() => onRemove(index)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </Box>
  );
}
