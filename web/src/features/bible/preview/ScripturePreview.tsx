import { useQuery } from '@apollo/client/react';
import { type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { errorCode } from '../../../lib/errors';
import { FALLBACK_TRANSLATION } from '../translations';
import { ScripturePreviewDocument } from './scripture-preview.generated';
import './scripture-preview.css';

/** The links the API writes around references (Section.linkedContent). */
const REF_SELECTOR = 'a.scripture-ref[data-osis]';

/** How long the pointer rests on a reference before its preview opens, and leaves before it closes. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 250;

/** The most verses a preview shows; a longer passage ends with an ellipsis. */
const MAX_VERSES = 6;

/** The space kept between the popover and the viewport's edges, and below its reference (px). */
const EDGE = 8;
const GAP = 6;

interface Shown {
  anchor: HTMLAnchorElement;
  osis: string;
  /** Opened by a tap: stays until the reader taps elsewhere, and offers to open the passage. */
  pinned: boolean;
}

const refOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(REF_SELECTOR) : null;

/** The verses of a reference in `translation` (else the fallback Bible), its translation and licence. */
function PreviewBody({ osis, translation, pinned }: { osis: string; translation: string; pinned: boolean }) {
  const t = useT();
  const first = useQuery(ScripturePreviewDocument, {
    variables: { reference: osis, translation },
    errorPolicy: 'all',
  });
  const fallback = translation !== FALLBACK_TRANSLATION && errorCode(first.error) === 'NOT_FOUND';
  const second = useQuery(ScripturePreviewDocument, {
    variables: { reference: osis, translation: FALLBACK_TRANSLATION },
    errorPolicy: 'all',
    skip: !fallback,
  });
  const { data, loading } = fallback ? second : first;
  const passage = data?.passage;
  if (loading && !passage) return <p className="scripture-popover__status">{t('common.loading')}</p>;
  if (!passage) return <p className="scripture-popover__status">{t('scripture.preview.error')}</p>;
  const verses = passage.verses.slice(0, MAX_VERSES);
  const more = passage.verses.length > MAX_VERSES || passage.truncated;
  return (
    <>
      <p className="scripture-popover__label" lang={passage.translation.language}>
        {passage.label}
      </p>
      <p className="scripture-popover__text" lang={passage.translation.language}>
        {verses.map((verse) => (
          <span key={verse.osis}>
            {verses.length > 1 && <sup className="scripture-popover__number">{verse.verse}</sup>}
            {verse.text}{' '}
          </span>
        ))}
        {more && '…'}
      </p>
      <p className="scripture-popover__source">
        {passage.translation.name} · {passage.translation.licence}
      </p>
      {pinned && (
        <Link className="scripture-popover__open" to={`/bible/${encodeURIComponent(passage.osis)}`}>
          {t('scripture.preview.open')}
        </Link>
      )}
    </>
  );
}

/**
 * The previews of the Bible references in `container` (links the API made, `a.scripture-ref`): a
 * small popover with the passage's text in `translation` (the post's language's Bible), its name
 * and licence. It opens when the pointer rests on a reference, when a reference gets the keyboard
 * focus (focus stays on the link, which the popover describes), or on a first tap (a second tap, or
 * the popover's link, opens the passage); Escape, leaving, blurring or tapping elsewhere closes it.
 * The pointer may move onto the popover without closing it. A click opens the passage page without
 * reloading. This module is loaded only on pages that have references.
 */
export default function ScripturePreview({
  container,
  translation,
}: {
  container: RefObject<HTMLElement | null>;
  translation: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastPointer = useRef<string>('mouse');
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  // What is shown, for the event handlers (set up once).
  const current = useRef<Shown | null>(null);
  useEffect(() => {
    current.current = shown;
  }, [shown]);

  const later = useCallback((action: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setShown(null);
  }, []);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onPointerOver = (event: PointerEvent) => {
      lastPointer.current = event.pointerType;
      const anchor = refOf(event.target);
      if (!anchor || event.pointerType !== 'mouse') return;
      later(() => setShown({ anchor, osis: anchor.dataset.osis!, pinned: false }), OPEN_DELAY_MS);
    };
    const onPointerOut = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !refOf(event.target)) return;
      if (refOf(event.relatedTarget) === refOf(event.target)) return;
      later(() => setShown((current) => (current?.pinned ? current : null)), CLOSE_DELAY_MS);
    };
    const onPointerDown = (event: PointerEvent) => {
      lastPointer.current = event.pointerType;
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = refOf(event.target);
      if (anchor) setShown({ anchor, osis: anchor.dataset.osis!, pinned: false });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (refOf(event.target) && !popover.current?.contains(event.relatedTarget as Node | null)) {
        setShown((current) => (current?.pinned ? current : null));
      }
    };
    const onClick = (event: MouseEvent) => {
      const anchor = refOf(event.target);
      if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const touch = lastPointer.current === 'touch' || lastPointer.current === 'pen';
      // A first tap previews; a second tap on the same reference opens it.
      if (touch && !(current.current?.anchor === anchor && current.current.pinned)) {
        setShown({ anchor, osis: anchor.dataset.osis!, pinned: true });
        return;
      }
      setShown(null);
      navigate(anchor.getAttribute('href')!);
    };
    // Says the references are live (tests wait for it: before, a click simply follows the link).
    root.dataset.scripturePreviews = 'ready';
    root.addEventListener('pointerover', onPointerOver);
    root.addEventListener('pointerout', onPointerOut);
    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('click', onClick);
    return () => {
      delete root.dataset.scripturePreviews;
      root.removeEventListener('pointerover', onPointerOver);
      root.removeEventListener('pointerout', onPointerOut);
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('click', onClick);
      window.clearTimeout(timer.current);
    };
  }, [container, later, navigate]);

  // While open: the reference is described by the popover; Escape and taps elsewhere close it.
  useEffect(() => {
    if (!shown) return;
    const { anchor } = shown;
    anchor.setAttribute('aria-describedby', id);
    anchor.setAttribute('aria-expanded', 'true');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!anchor.contains(target) && !popover.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      anchor.removeAttribute('aria-describedby');
      anchor.removeAttribute('aria-expanded');
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [shown, id, close]);

  // Under the reference (above it when there is no room below), within the viewport.
  useLayoutEffect(() => {
    if (!shown || !popover.current) {
      setPosition(null);
      return;
    }
    const place = () => {
      const box = popover.current;
      if (!box) return;
      const rect = shown.anchor.getBoundingClientRect();
      const width = box.offsetWidth;
      const height = box.offsetHeight;
      const viewport = document.documentElement.clientWidth;
      const left = Math.max(EDGE, Math.min(rect.left, viewport - width - EDGE));
      const below = rect.bottom + GAP + height <= window.innerHeight - EDGE || rect.top - GAP - height < EDGE;
      const top = below ? rect.bottom + GAP : rect.top - GAP - height;
      setPosition({ top: top + window.scrollY, left: left + window.scrollX });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(popover.current);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div
      ref={popover}
      id={id}
      role="tooltip"
      className="scripture-popover"
      data-testid="scripture-preview"
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }}
      onPointerEnter={() => window.clearTimeout(timer.current)}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && !shown.pinned) later(close, CLOSE_DELAY_MS);
      }}
    >
      <PreviewBody key={shown.osis} osis={shown.osis} translation={translation} pinned={shown.pinned} />
    </div>,
    document.body,
  );
}
