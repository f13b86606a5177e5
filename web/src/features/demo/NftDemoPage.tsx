import { useMemo, useState } from 'react';
import { PageHead } from '../../components/seo/PageHead';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useT } from '../../i18n/use-t';
import { Artwork } from './Artwork';
import { COLLECTIONS, MOVERS, NEW_COLLECTIONS, type NftItem } from './data';
import './demo.css';

function NftCard({ item }: { item: NftItem }) {
  const t = useT();
  const { locale } = useLanguage();
  return (
    <li className="nft-card">
      <Artwork colors={item.image} seed={item.id} className="nft-card__art" />
      <div className="nft-card__body">
        <p className="nft-card__title">#{item.id}</p>
        <p className="nft-card__user">{item.user}</p>
        <p className="nft-card__price">
          {t('demo.nft.price', { price: item.price.toLocaleString(locale, { minimumFractionDigits: 2 }) })}
        </p>
      </div>
    </li>
  );
}

/** /demo/nft: a marketplace mock with static sample data (not linked from the menu). */
export default function NftDemoPage() {
  const t = useT();
  const { locale } = useLanguage();
  const [query, setQuery] = useState('');
  const rows = useMemo(
    () => COLLECTIONS.filter((row) => row.name.toLowerCase().includes(query.trim().toLowerCase())),
    [query],
  );
  const number = (value: number, digits = 2) =>
    value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

  return (
    <div className="container page demo">
      <PageHead title={t('demo.nft.title')} description={t('demo.notice')} noindex />
      <header className="page-header">
        <p className="eyebrow">{t('demo.eyebrow')}</p>
        <h1>{t('demo.nft.title')}</h1>
        <p>{t('demo.notice')}</p>
      </header>
      <div className="demo__search">
        <label htmlFor="nft-search" className="visually-hidden">
          {t('demo.nft.search')}
        </label>
        <input
          id="nft-search"
          className="input"
          type="search"
          placeholder={t('demo.nft.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <section aria-labelledby="nft-top" className="demo__section">
        <h2 id="nft-top">{t('demo.nft.top')}</h2>
        <div className="demo__table-wrap">
          <table className="demo__table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('demo.nft.collection')}</th>
                <th scope="col">{t('demo.nft.floor')}</th>
                <th scope="col">{t('demo.nft.volume')}</th>
                <th scope="col">{t('demo.nft.change')}</th>
                <th scope="col">{t('demo.nft.owners')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rank}>
                  <td>{row.rank}</td>
                  <th scope="row">{row.name}</th>
                  <td>{number(row.floor)} ETH</td>
                  <td>{number(row.volume, 1)} ETH</td>
                  <td className={row.change >= 0 ? 'demo__up' : 'demo__down'}>
                    {row.change >= 0 ? '+' : ''}
                    {number(row.change, 1)} %
                  </td>
                  <td>{row.owners.toLocaleString(locale)}</td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6}>{t('demo.nft.noMatch')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="nft-movers" className="demo__section">
        <h2 id="nft-movers">{t('demo.nft.movers')}</h2>
        <ul className="nft-grid">
          {MOVERS.map((item) => (
            <NftCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="nft-new" className="demo__section">
        <h2 id="nft-new">{t('demo.nft.new')}</h2>
        <ul className="nft-grid">
          {NEW_COLLECTIONS.map((item) => (
            <NftCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
}
