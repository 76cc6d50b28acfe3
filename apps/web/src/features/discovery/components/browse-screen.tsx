import { Heart, X } from 'lucide-react';
import type { CandidateCard as Candidate } from '@vusal/shared/schemas/discovery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { AppPage } from '../../../components/ui/app-page';
import { BackBar } from '../../../components/ui/back-bar';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useLikeAction } from '../../../lib/like-action';
import { useLocale } from '../../../lib/use-locale';
import { usePassMember } from '../api/pass-member';
import { useRefreshBrowse } from '../api/refresh-browse';
import { useUndoPass } from '../api/undo-pass';
import { useArrowKeys } from '../hooks/use-arrow-keys';
import { useBrowseDeck } from '../hooks/use-browse-deck';
import { useOrderParam } from '../hooks/use-order-param';
import { useSwipe } from '../hooks/use-swipe';
import { BrowseEnd } from './browse-end';
import { CandidateCard } from './candidate-card';
import { CardSkeleton } from './card-skeleton';
import { OrderSwitch } from './order-switch';
import { UndoPassButton } from './undo-pass-button';

/**
 * /browse (product.md section 2, "Browse and explore"): one card at a time with "n / total",
 * Pass (Keç, stored: D13) and Like (Bəyən); ← and → on the keyboard, a swipe on a phone. The
 * next card's photo loads in the background so it shows at once.
 */
export function BrowseScreen({
  filters,
}: {
  /** Under the order: the saved "Verified only" (issue 37, item 1), composed by the route. */
  filters?: ReactNode;
}) {
  const { t } = useTranslation();
  const { localizedPath } = useLocale();
  const [order, setOrder] = useOrderParam();
  const deck = useBrowseDeck(order);
  const { like, isPending: isLiking } = useLikeAction();
  const pass = usePassMember();
  const refresh = useRefreshBrowse();
  const undo = useUndoPass();
  // The card just passed, while Undo can still bring it back; any other step forgets it.
  const [lastPassed, setLastPassed] = useState<Candidate | null>(null);
  // A second key press while a like is on its way must not like the next card.
  const isBusy = useRef(false);
  // Undo disappears once used: the keyboard's focus goes on to Pass, not to the page's start.
  const passButton = useRef<HTMLButtonElement>(null);
  // After a pass or a like the focus goes to what comes next, the card or the end, so the next
  // Tab goes on from there rather than from the logo (issue 37).
  const [isFocusMoving, setFocusMoving] = useState(false);
  // A deck another order or "Verified only" started leaves the focus on the control used.
  const [focusDeck, setFocusDeck] = useState(deck.id);
  if (focusDeck !== deck.id) {
    setFocusDeck(deck.id);
    setFocusMoving(false);
  }
  const { current, next } = deck;

  const handlePass = () => {
    if (!current || isBusy.current) return;
    deck.advance();
    setFocusMoving(true);
    setLastPassed(current);
    // A demo profile is passed on the screen only: there is nobody to store the pass for.
    if (current.isDemo || !current.userId) return;
    pass.mutate(current.userId, {
      onError: () => {
        setLastPassed(null);
        toast.error(t('discovery.browse.passFailed'));
      },
    });
  };

  const handleUndo = () => {
    if (!lastPassed || isBusy.current) return;
    const passed = lastPassed;
    const bringBack = () => {
      setLastPassed(null);
      setFocusMoving(false);
      deck.back();
      passButton.current?.focus();
    };
    if (passed.isDemo || !passed.userId) {
      bringBack();
      return;
    }
    undo.mutate(passed.userId, {
      onSuccess: bringBack,
      onSimulated: bringBack,
      onError: (error) => {
        setLastPassed(null);
        toast.error(
          t(error instanceof ApiError ? `errors.${error.code}` : 'discovery.browse.undoFailed'),
        );
      },
    });
  };

  const handleLike = async () => {
    if (!current || isBusy.current) return;
    isBusy.current = true;
    try {
      if ((await like(current)) !== 'failed') {
        deck.advance();
        setFocusMoving(true);
        setLastPassed(null);
      }
    } finally {
      isBusy.current = false;
    }
  };

  const handleRefresh = () => {
    setLastPassed(null);
    // Refresh leaves with the end's card: the first card takes the focus it had.
    const restart = () => {
      deck.restart();
      setFocusMoving(true);
    };
    refresh.mutate(undefined, { onSuccess: restart, onSimulated: restart });
  };

  const hasCard = deck.status === 'card' && current !== undefined;
  useArrowKeys({ onLeft: handlePass, onRight: () => void handleLike() }, hasCard);
  const swipe = useSwipe({ onLeft: handlePass, onRight: () => void handleLike() }, hasCard);

  const nextPhoto = next?.photoUrl;
  useEffect(() => {
    if (!nextPhoto) return;
    const image = new Image();
    image.decoding = 'async';
    image.src = nextPhoto;
  }, [nextPhoto]);

  const totalText = `${deck.total.count}${deck.total.isCapped ? '+' : ''}`;
  const counter = hasCard ? (
    <p
      aria-hidden="true"
      className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-700 tabular-nums ring-1 ring-rose-100"
    >
      {t('discovery.browse.counter', { current: deck.position, total: totalText })}
    </p>
  ) : null;

  return (
    <AppPage
      width="md"
      top={
        <BackBar to={localizedPath('/dashboard')} label={t('discovery.explore.back')}>
          {counter}
        </BackBar>
      }
    >
      <h1 className="sr-only">{t('discovery.browse.title')}</h1>
      <p role="status" className="sr-only">
        {hasCard
          ? `${t('discovery.browse.counterLabel', { current: deck.position, total: totalText })}: ${current.fullName}`
          : deck.status === 'loading'
            ? t('discovery.browse.loading')
            : ''}
      </p>

      {deck.status === 'loading' ? <CardSkeleton /> : null}
      {deck.status === 'error' ? (
        <Notice tone="error" role="alert">
          <p>{t('discovery.explore.errorText')}</p>
          <Button variant="secondary" className="mt-3" onClick={deck.retry}>
            {t('discovery.explore.retry')}
          </Button>
        </Notice>
      ) : null}
      {deck.status === 'end' ? (
        <BrowseEnd
          onRefresh={handleRefresh}
          isRefreshing={refresh.isPending}
          focusOnOpen={isFocusMoving}
        />
      ) : null}

      {hasCard ? (
        <div className="grid gap-4">
          <div
            {...swipe.bind}
            className="touch-pan-y select-none"
            style={{
              transform: swipe.offset
                ? `translateX(${swipe.offset}px) rotate(${swipe.offset / 25}deg)`
                : undefined,
            }}
          >
            <CandidateCard
              key={current.profileId}
              candidate={current}
              focusOnOpen={isFocusMoving}
              footer={
                current.userId && !current.isDemo ? (
                  <Link
                    to={localizedPath(`/profile/${current.userId}`)}
                    className="text-sm font-semibold text-rose-800 underline underline-offset-2"
                  >
                    {t('discovery.dialog.fullProfile')}
                  </Link>
                ) : null
              }
            />
          </div>
          <div
            data-sticky-bar
            className="sticky bottom-[calc(var(--app-tab-bar)+0.75rem)] grid grid-cols-2 gap-3 short:static"
          >
            <Button
              ref={passButton}
              variant="secondary"
              size="lg"
              onClick={handlePass}
              disabled={isLiking}
            >
              <X aria-hidden="true" className="size-5" />
              {t('discovery.browse.pass')}
            </Button>
            <Button
              size="lg"
              onClick={() => void handleLike()}
              disabled={isLiking}
              aria-busy={isLiking || undefined}
            >
              <Heart aria-hidden="true" className="size-5 fill-current" />
              {t('discovery.browse.like')}
            </Button>
          </div>
          {lastPassed ? (
            <UndoPassButton
              name={lastPassed.fullName}
              onUndo={handleUndo}
              disabled={pass.isPending || undo.isPending}
            />
          ) : null}
          <p className="hidden text-center text-sm text-stone-600 sm:block">
            {t('discovery.browse.keyboardHint')}
          </p>
        </div>
      ) : null}
      {/* Below the deck: at 200 % zoom the card's name must stay in view above Pass and Like. */}
      <OrderSwitch
        name="browse-order"
        selected={deck.order ?? order}
        onChange={(chosen) => {
          setLastPassed(null);
          setFocusMoving(false);
          setOrder(chosen);
        }}
        className="mt-6"
      />
      {filters ? <div className="mt-4">{filters}</div> : null}
    </AppPage>
  );
}
