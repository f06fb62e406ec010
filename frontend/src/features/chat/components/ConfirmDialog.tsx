import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Offered first, so nothing is lost by accident. */
  onDownload: () => void;
}

/** "Are you sure?" before something that erases the conversation, with Download first. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  onDownload,
}: ConfirmDialogProps) {
  const { t } = useTranslation('chat');
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      // The safe choice has focus: Enter on an open dialog never erases anything.
      initialFocusEl={() => cancelRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text color="fg.body">{description}</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="outline" colorPalette="brand" onClick={onDownload} disabled={busy}>
                <DownloadIcon />
                {t('dialogs.download_first')}
              </Button>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                {t('dialogs.cancel')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
