import SearchIcon from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type SeenTab = 'new' | 'read';

interface ListControlsProps {
  tab: SeenTab;
  onTab: (tab: SeenTab) => void;
  /** How many items the new tab holds, shown as a badge. */
  newCount: number;
  search: string;
  onSearch: (search: string) => void;
  /** Accessible name of the tab list and search box, e.g. "Berichten". */
  label: string;
}

/** The tabs new and read with a search box, shared by the inbox and the tasks (core §2). */
export function ListControls({ tab, onTab, newCount, search, onSearch, label }: ListControlsProps) {
  const { t } = useTranslation('messages');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
      <Tabs value={tab} onChange={(_event, value: SeenTab) => onTab(value)} aria-label={label}>
        <Tab
          value="new"
          label={
            <Badge color="secondary" badgeContent={newCount} sx={{ pr: newCount ? 1.5 : 0 }}>
              {t('tab_new')}
            </Badge>
          }
        />
        <Tab value="read" label={t('tab_read')} />
      </Tabs>
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        label={t('search_label', { what: label })}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: { sm: 260 } }}
      />
    </Stack>
  );
}
