/**
 * The chat button and its panel (spec §2). The button sits at the page's end, in the strip the
 * footer keeps for it (site.css): floating over the page, it covered what the visitor reads or
 * types on a phone (#25.6), the contact form's Message field, a card's title. After a short delay,
 * once per browser session, a small bubble beside the button invites to chat when the button is
 * in view (unless a layout error was recorded or the page was just reloaded by a language
 * switch); the panel itself opens only on demand. It offers WhatsApp, the contact page and
 * e-mail, and the team's hours. The account area has no chat (its layout's handle says so).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const suppressed = takeControlledLanguageSwitch() || hasLayoutError();
    let alreadyShown: boolean;
    try {
      alreadyShown = window.sessionStorage.getItem(SHOWN_KEY) !== null;
    } catch {
      alreadyShown = true;
    }
    if (suppressed || alreadyShown) return;
    const show = () => {
      setBubble(true);
      try {
        window.sessionStorage.setItem(SHOWN_KEY, '1');
      } catch {
        // Nothing to remember it in; it may show again next page.
      }
    };
    let observer: IntersectionObserver | undefined;
    // After the delay, once the button is in view: an invitation nobody sees is not spent.
    const timer = setTimeout(() => {
      const element = row.current;
      if (!element || typeof IntersectionObserver === 'undefined') return show();
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        show();
      });
      observer.observe(element);
    }, CHAT_DIALOG_DELAY_MS);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
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
      <div className="chat-row" ref={row}>
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
