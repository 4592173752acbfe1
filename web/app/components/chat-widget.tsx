/**
 * Floating chat button and its panel (spec §2), HTML first (issue #25): the button opens the panel,
 * a popover, with no script at all. After a short delay, once per browser session, a small bubble
 * beside the button invites to chat (unless a layout error was recorded or the page was just
 * reloaded by a language switch); the panel itself opens only on demand, so it never covers what
 * the visitor reads or types. The bubble, and the corner stepping aside while a form field has
 * focus, are the `chat` module's (web/scripts/chat.ts): the server renders the bubble hidden. The
 * account area has no chat (its layout's handle says so).
 */
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { ChatBubbleIcon } from './icons/chat-bubble-icon';
import { Cross2Icon } from './icons/cross2-icon';
import { CHAT_PANEL_ID, ChatPanel } from './chat-panel';

/** A layout route's handle that keeps the chat away from its pages. */
export interface ChatHandle {
  hideChat?: boolean;
}

export function ChatWidget() {
  const { t } = useTranslation();
  const matches = useMatches();
  if (matches.some((match) => (match.handle as ChatHandle | undefined)?.hideChat)) return null;
  return (
    <div className="chat-widget" data-module="chat">
      <ChatPanel />
      <div className="chat-row">
        <p className="chat-bubble" data-testid="chat-bubble" hidden>
          <button type="button" className="chat-bubble-text" popoverTarget={CHAT_PANEL_ID} popoverTargetAction="show">
            {t('chat.bubble')}
          </button>
          <button type="button" className="chat-bubble-dismiss" aria-label={t('chat.dismiss')}>
            <Cross2Icon aria-hidden="true" />
          </button>
        </p>
        <Button
          size="4"
          radius="full"
          className="chat-button"
          popoverTarget={CHAT_PANEL_ID}
          aria-label={t('chat.open')}
        >
          <ChatBubbleIcon aria-hidden="true" width="22" height="22" />
        </Button>
      </div>
    </div>
  );
}
