import {translate} from '@docusaurus/Translate';
import {officeStreets} from './officeStreets';

export interface Office {
  id: string;
  country: string;
  /** The town alone: the office card's heading. */
  town: string;
  /** Town and state, as visitors write them. */
  place: string;
  /** Street and postcode, from src/data/officeStreets.ts; null until the company supplies it. */
  street: string | null;
  /** A maps service link (opens in a new tab, D9); omitted where docs/product.md §3 gives none. */
  mapsUrl?: string;
  /** For structured data (D25): English names and the ISO 3166 country code, never translated. */
  address: {locality: string; region: string; countryCode: 'IN' | 'US'};
}

const india = translate({id: 'office.country.india', message: 'India'});
const usa = translate({id: 'office.country.usa', message: 'USA'});

/** The company's offices (docs/product.md §3 Footer). */
export const offices: Office[] = [
  {
    id: 'mangalagiri',
    street: officeStreets.mangalagiri,
    country: india,
    town: translate({id: 'office.mangalagiri.town', message: 'Mangalagiri'}),
    place: translate({id: 'office.mangalagiri', message: 'Mangalagiri, Andhra Pradesh'}),
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Mangalagiri%2C+Andhra+Pradesh%2C+India',
    address: {locality: 'Mangalagiri', region: 'Andhra Pradesh', countryCode: 'IN'},
  },
  {
    id: 'hyderabad',
    street: officeStreets.hyderabad,
    country: india,
    town: translate({id: 'office.hyderabad.town', message: 'Hyderabad'}),
    place: translate({id: 'office.hyderabad', message: 'Hyderabad, Telangana'}),
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Hyderabad%2C+Telangana%2C+India',
    address: {locality: 'Hyderabad', region: 'Telangana', countryCode: 'IN'},
  },
  {
    id: 'leander',
    street: officeStreets.leander,
    country: usa,
    town: translate({id: 'office.leander.town', message: 'Leander'}),
    place: translate({id: 'office.leander', message: 'Leander, Texas'}),
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Leander%2C+Texas%2C+USA',
    address: {locality: 'Leander', region: 'Texas', countryCode: 'US'},
  },
];
