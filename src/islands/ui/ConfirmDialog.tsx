import { useId } from 'react';
import { fill } from '../../../contract/fill.ts';
import { COVER, DISMISS, type DialogIcon, type DialogResult, type DialogView } from '../../stores/dialog.ts';
import { Dialog } from './Dialog.tsx';

/** The helper's own words, translated on the server. `countdown` holds `{{seconds}}`. */
export interface ConfirmDialogText {
  countdown: string;
  pause: string;
  resume: string;
}

const ICON_PATHS: Record<DialogIcon, { colour: string; path: string }> = {
  info: { colour: '#8ecbff', path: 'M24 21v12M24 14.5v.5' },
  success: { colour: '#5fd68a', path: 'M15 24.5l6 6 12-13' },
  warning: { colour: '#ffc23d', path: 'M24 13v13M24 33v.5' },
  error: { colour: '#ff8a8a', path: 'M17 17l14 14M31 17L17 31' },
};

const Icon = ({ icon }: { icon: DialogIcon }) => {
  const { colour, path } = ICON_PATHS[icon];
  return (
    <svg className="ui-confirm__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="none" stroke={colour} strokeWidth="3" />
      <path d={path} fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
};

interface ConfirmDialogProps {
  view: DialogView;
  text: ConfirmDialogText;
  onClose(result: DialogResult): void;
  onPause(paused: boolean): void;
}

/** The one confirmation and message dialog of the site (STYLE.md rule 10), shown by DialogHost. */
export const ConfirmDialog = ({ view, text, onClose, onPause }: ConfirmDialogProps) => {
  const titleId = useId();
  const bodyId = useId();
  const { body, countdown } = view;
  return (
    <Dialog
      role={view.role}
      labelledBy={titleId}
      {...(body.kind === 'none' ? {} : { describedBy: bodyId })}
      onEscape={() => onClose(DISMISS)}
      {...(view.closeOnCover ? { onCover: () => onClose(COVER) } : {})}
      className="ui-confirm"
    >
      {view.icon && <Icon icon={view.icon} />}
      <h2 id={titleId} className="ui-confirm__title">
        {view.title}
      </h2>
      {body.kind === 'html' && <div id={bodyId} className="ui-confirm__body" dangerouslySetInnerHTML={{ __html: body.html }} />}
      {body.kind === 'text' && (
        <p id={bodyId} className="ui-confirm__body">
          {body.text}
        </p>
      )}
      {countdown && (
        <p className="ui-confirm__countdown">
          <span>{fill(text.countdown, { seconds: countdown.secondsLeft })}</span>
          <button type="button" className="ui-button ui-button--secondary ui-button--small" onClick={() => onPause(!countdown.paused)}>
            {countdown.paused ? text.resume : text.pause}
          </button>
        </p>
      )}
      {view.buttons.length > 0 && (
        <div className="ui-confirm__buttons">
          {view.buttons.map((button, index) => (
            <button
              key={button.key}
              type="button"
              className={button.variant === 'secondary' ? 'ui-button ui-button--secondary' : 'ui-button'}
              data-autofocus={index === 0 ? '' : undefined}
              onClick={() => onClose(button.key)}
            >
              {button.label}
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
};
