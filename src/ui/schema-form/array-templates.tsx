/**
 * Lists (incomes, mortgages, loan parts) as a customer reads them on a phone (issue 27): each item
 * titled from its own data by the configured template, full width with no nested frames eating the
 * width, folding open and shut where the configuration says so (an item in error opens), labelled
 * add and remove buttons, and a confirmation before a filled item is removed.
 */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { buttonId, getUiOptions, titleId, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { createContext, use, useState, type ReactNode } from 'react';
import type { FormContext } from './form-context';
import { isFilled, itemTitle } from './item-title';
import type { ListOptions } from './ui-schema';

interface List {
  items: readonly unknown[];
  itemsUi: UiSchema | undefined;
  options: ListOptions;
}

// The item template gets no data of its own from rjsf; its list hands it the items.
const ListContext = createContext<List>({ items: [], itemsUi: undefined, options: {} });

export function ArrayFieldTemplate({
  canAdd,
  disabled,
  readonly,
  fieldPathId,
  uiSchema,
  items,
  onAddClick,
  registry,
  title,
  formData,
}: ArrayFieldTemplateProps) {
  const { text } = registry.formContext as FormContext;
  const options = getUiOptions(uiSchema) as ListOptions & { title?: string };
  const list: List = { items: Array.isArray(formData) ? formData : [], itemsUi: uiSchema?.items as UiSchema | undefined, options };
  return (
    <Box>
      <Box id={titleId(fieldPathId)} sx={{ my: 1 }}>
        <Typography variant="h5">{options.title || title}</Typography>
        <Divider />
      </Box>
      <ListContext value={list}>
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {items}
        </Stack>
      </ListContext>
      {canAdd && (
        <Button
          id={buttonId(fieldPathId, 'add')}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onAddClick}
          disabled={disabled || readonly}
          sx={{ mt: 1.5 }}
        >
          {text(options.addLabel ?? 'add_item')}
        </Button>
      )}
    </Box>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, index, registry, disabled, readonly }: ArrayFieldItemTemplateProps) {
  const context = registry.formContext as FormContext;
  const { items, itemsUi, options } = use(ListContext);
  const item = items[index];
  const title = options.itemTitle ? itemTitle(options.itemTitle, item, index, itemsUi, context) : String(index + 1);
  const path = `.${buttonsProps.fieldPathId.path.join('.')}`;
  const inError = context.errorPaths.some((error) => error === path || error.startsWith(`${path}.`));
  // A new, empty item starts open: it was added to be filled in.
  const [open, setOpen] = useState(options.collapse !== 'closed' || !isFilled(item) || inError);
  // An item that comes into error opens, and stays open once fixed: it must not fold shut under
  // the customer's fingers while they type the fix.
  const [wasInError, setWasInError] = useState(inError);
  if (inError !== wasInError) {
    setWasInError(inError);
    if (inError) setOpen(true);
  }
  const [confirming, setConfirming] = useState(false);
  const headingId = `${buttonsProps.fieldPathId.$id}__title`;
  const removeText = context.text(options.removeLabel ?? 'remove_item');
  const removeItem = () => {
    buttonsProps.onRemoveItem();
    // The pressed button goes with its item: the focus moves on to the list's add button rather
    // than falling back to the top of the page.
    const list = buttonsProps.fieldPathId.$id.replace(/_\d+$/, '');
    requestAnimationFrame(() => document.getElementById(buttonId(list, 'add'))?.focus());
  };
  const remove = buttonsProps.hasRemove && (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
      <Button
        id={buttonId(buttonsProps.fieldPathId, 'remove')}
        color="error"
        startIcon={<DeleteOutlined />}
        disabled={disabled || readonly}
        aria-label={`${removeText}: ${title}`}
        onClick={() => (isFilled(item) ? setConfirming(true) : removeItem())}
      >
        {removeText}
      </Button>
      <ConfirmRemove
        open={confirming}
        title={context.text('remove_confirm_title', { title })}
        body={context.text('remove_confirm')}
        cancel={context.text('cancel')}
        confirm={removeText}
        onClose={(removed) => {
          setConfirming(false);
          if (removed) removeItem();
        }}
      />
    </Box>
  );
  const body = (
    <>
      {children}
      {remove}
    </>
  );
  if (!options.collapse) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id={headingId} component="h6" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        {body}
      </Paper>
    );
  }
  return (
    <Accordion variant="outlined" disableGutters expanded={open} onChange={(_, next) => setOpen(next)} slotProps={{ heading: { component: 'h6' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} id={headingId} aria-controls={`${headingId}-details`}>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-details`} role="region" aria-labelledby={headingId} sx={{ px: { xs: 1.5, sm: 2 } }}>
        {body}
      </AccordionDetails>
    </Accordion>
  );
}

interface ConfirmRemoveProps {
  open: boolean;
  title: string;
  body: ReactNode;
  cancel: string;
  confirm: string;
  onClose: (removed: boolean) => void;
}

/** Asks before a filled item goes: a slip of the thumb must not throw away what was typed. */
function ConfirmRemove({ open, title, body, cancel, confirm, onClose }: ConfirmRemoveProps) {
  return (
    <Dialog open={open} onClose={() => onClose(false)} aria-labelledby="confirm-remove-title" aria-describedby="confirm-remove-body">
      <DialogTitle id="confirm-remove-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-remove-body">{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{cancel}</Button>
        <Button color="error" variant="contained" onClick={() => onClose(true)}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
