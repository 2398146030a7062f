import { useStore } from '@nanostores/react';
import { $dialog, closeDialog, setDialogPaused } from '../../stores/dialog.ts';
import { $loader } from '../../stores/loader.ts';
import type { SessionEndedText } from '../../stores/session.ts';
import { ConfirmDialog, type ConfirmDialogText } from './ConfirmDialog.tsx';

export interface DialogHostText extends ConfirmDialogText {
  loading: string;
  sessionEnded: SessionEndedText;
}

/**
 * Shows the dialog helper's dialogs and the loading overlay on every page (ARCHITECTURE.md
 * "Front-end structure"). `sessionEnded` is the text of the dialog the hosts' loader asks for
 * when the platform ends the session.
 */
export const DialogHost = ({ text }: { text: DialogHostText }) => {
  // A script may ask for a dialog before this island hydrates: hydrate as rendered, then show it.
  const view = useStore($dialog, { ssr: 'initial' });
  const loading = useStore($loader, { ssr: 'initial' });

  return (
    <>
      {view && <ConfirmDialog key={view.id} view={view} text={text} onClose={(result) => closeDialog(view.id, result)} onPause={setDialogPaused} />}
      {loading && (
        <div className="ui-loader" aria-hidden="true">
          <span className="ui-loader__spinner" />
        </div>
      )}
      <div role="status" className="visually-hidden">
        {loading ? text.loading : ''}
      </div>
    </>
  );
};
