/**
 * Floating chat button and its panel (spec §2). After a short delay, once per browser session, a
 * small bubble beside the button invites to chat (unless a layout error was recorded or the page
 * was just reloaded by a language switch); the panel itself opens only on demand, so it never
 * covers what the visitor reads or types. It offers WhatsApp, the contact page and e-mail, and
 * the team's hours. The account area has no chat (its layout's handle says so).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { ChatBubbleIcon } from './icons/chat-bubble-icon';
import { Cross2Icon } from './icons/cross2-icon';
import { CHAT_DIALOG_DELAY_MS } from '#shared/constants/spec.ts';
import { hasLayoutError } from '../lib/layout-error';
import { takeControlledLanguageSwitch } from '../lib/language';
import { useRootData } from '../lib/use-root-data';

const ChatPanel = lazy(() => import('./chat-panel'));

const SHOWN_KEY = 'chat-dialog-shown';
/** How long the bubble stays when the visitor neither scrolls nor answers it. */
const BUBBLE_MS = 8000;
/** The fields whose focus hides the chat: a visitor typing on a phone needs that corner. */
const FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** A layout route's handle that keeps the chat away from its pages. */
export interface ChatHandle {
  hideChat?: boolean;
}

export function ChatWidget() {
  const matches = useMatches();
  const { lite } = useRootData();
  if (matches.some((match) => (match.handle as ChatHandle | undefined)?.hideChat)) return null;
  return lite ? <ChatLink /> : <ChatButtonAndPanel />;
}

/** Lite pages (no scripts, decision 0019): the button leads to the contact page, which has it all. */
function ChatLink() {
  const { t } = useTranslation();
  return (
    <div className="chat-widget">
      <div className="chat-row">
        <Button asChild size="4" radius="full" className="chat-button">
          <a href="/contact" aria-label={t('chat.open')}>
            <ChatBubbleIcon aria-hidden="true" width="22" height="22" />
          </a>
        </Button>
      </div>
    </div>
  );
}

function ChatButtonAndPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [bubble, setBubble] = useState(false);
  const [typing, setTyping] = useState(false);

  // Out of the way while a form field anywhere on the page has focus, back when it loses it.
  useEffect(() => {
    const isField = (target: EventTarget | null) =>
      target instanceof Element && target.matches(FIELDS) && !target.closest('.chat-widget');
    const onFocusIn = (event: FocusEvent) => {
      if (isField(event.target)) setTyping(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isField(event.target)) setTyping(false);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // The bubble closes itself when the visitor scrolls, or after a few seconds, leaving the button.
  useEffect(() => {
    if (!bubble) return;
    const close = () => setBubble(false);
    const timer = setTimeout(close, BUBBLE_MS);
    window.addEventListener('scroll', close, { passive: true, once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', close);
    };
  }, [bubble]);

  useEffect(() => {
    const suppressed = takeControlledLanguageSwitch() || hasLayoutError();
    let alreadyShown: boolean;
    try {
      alreadyShown = window.sessionStorage.getItem(SHOWN_KEY) !== null;
    } catch {
      alreadyShown = true;
    }
    if (suppressed || alreadyShown) return;
    const timer = setTimeout(() => {
      setBubble(true);
      try {
        window.sessionStorage.setItem(SHOWN_KEY, '1');
      } catch {
        // Nothing to remember it in; it may show again next page.
      }
    }, CHAT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const toggle = () => {
    setBubble(false);
    setOpen((value) => !value);
  };

  return (
    <div className="chat-widget">
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <div className="chat-row" hidden={typing && !open}>
        {bubble && !open && (
          <p className="chat-bubble" data-testid="chat-bubble">
            <button type="button" className="chat-bubble-text" onClick={toggle}>
              {t('chat.bubble')}
            </button>
            <button
              type="button"
              className="chat-bubble-dismiss"
              aria-label={t('chat.dismiss')}
              onClick={() => setBubble(false)}
            >
              <Cross2Icon aria-hidden="true" />
            </button>
          </p>
        )}
        <Button
          size="4"
          radius="full"
          className="chat-button"
          aria-expanded={open}
          aria-label={open ? t('chat.close') : t('chat.open')}
          onClick={toggle}
        >
          <ChatBubbleIcon aria-hidden="true" width="22" height="22" />
        </Button>
      </div>
    </div>
  );
}
