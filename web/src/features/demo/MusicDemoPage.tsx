import { useCallback, useRef, useState } from 'react';
import { CloseIcon, PauseIcon, PlayIcon } from '../../components/ui/Icons';
import { PageHead } from '../../components/seo/PageHead';
import { useT } from '../../i18n/use-t';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { Artwork } from './Artwork';
import { LIBRARY, NEW_RELEASES, TOP_PICKS, type Track } from './data';
import './demo.css';

const TABS = ['playlists', 'artists', 'albums', 'mine'] as const;
type Tab = (typeof TABS)[number];

function NowPlaying({ track, onClose }: { track: Track; onClose(): void }) {
  const t = useT();
  const [playing, setPlaying] = useState(true);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panel, true, close);
  return (
    <div ref={panel} className="now-playing" role="dialog" aria-modal="false" aria-labelledby="now-playing-title">
      <Artwork colors={track.colors} seed={track.id} className="now-playing__art" />
      <div className="now-playing__info">
        <p className="eyebrow" id="now-playing-title">
          {t('demo.music.nowPlaying')}
        </p>
        <p className="now-playing__title">{track.title}</p>
        <p className="now-playing__artist">{track.artist}</p>
        <div className="now-playing__bar" aria-hidden="true">
          <span style={{ width: '38%' }} />
        </div>
      </div>
      <button
        type="button"
        className="icon-button now-playing__toggle"
        onClick={() => setPlaying((value) => !value)}
        aria-label={playing ? t('demo.music.pause') : t('demo.music.play')}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** /demo/music: a playlist mock with static sample data (not linked from the menu). */
export default function MusicDemoPage() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('playlists');
  const [track, setTrack] = useState<Track | null>(null);
  const closePlayer = useCallback(() => setTrack(null), []);

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = TABS[(index + delta + TABS.length) % TABS.length];
    setTab(next);
    document.getElementById(`music-tab-${next}`)?.focus();
  };

  return (
    <div className="container page demo">
      <PageHead title={t('demo.music.title')} description={t('demo.notice')} noindex />
      <header className="page-header">
        <p className="eyebrow">{t('demo.eyebrow')}</p>
        <h1>{t('demo.music.title')}</h1>
        <p>{t('demo.notice')}</p>
      </header>
      <div role="tablist" aria-label={t('demo.music.library')} className="music-tabs">
        {TABS.map((name, index) => (
          <button
            key={name}
            id={`music-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="music-panel"
            tabIndex={tab === name ? 0 : -1}
            className="music-tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(`demo.music.tab.${name}`)}
          </button>
        ))}
      </div>
      <div id="music-panel" role="tabpanel" aria-labelledby={`music-tab-${tab}`} className="music-panel">
        <ul>
          {LIBRARY[tab].map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="music-new" className="demo__section">
        <h2 id="music-new">{t('demo.music.newReleases')}</h2>
        <ul className="track-grid">
          {NEW_RELEASES.map((item) => (
            <li key={item.id}>
              <button type="button" className="track" onClick={() => setTrack(item)}>
                <Artwork colors={item.colors} seed={item.id} className="track__art" />
                <span className="track__title">{item.title}</span>
                <span className="track__artist">{item.artist}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="music-picks" className="demo__section">
        <h2 id="music-picks">{t('demo.music.topPicks')}</h2>
        <ol className="track-list">
          {TOP_PICKS.map((item) => (
            <li key={item.id} className="track-list__item">
              <Artwork colors={item.colors} seed={item.id} className="track-list__art" />
              <span className="track__title">{item.title}</span>
              <span className="track__artist">{item.artist}</span>
              <span className="track-list__duration">{item.duration}</span>
            </li>
          ))}
        </ol>
      </section>
      {track && <NowPlaying track={track} onClose={closePlayer} />}
    </div>
  );
}
