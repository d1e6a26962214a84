/**
 * Closed value sets and limits of the owners' contact form (/owners), shared by the database, the API and the
 * form. Zod-free so the page can import them without the validation library.
 */

export const OWNER_PROPERTY_TYPES = ['apartment', 'studio', 'villa', 'other'] as const;
export type OwnerPropertyType = (typeof OWNER_PROPERTY_TYPES)[number];

/**
 * Istanbul's 39 districts (ilçe) in their official Turkish spelling: the value stored and shown in every
 * language, as on addresses and maps. Sorted by Turkish collation.
 */
export const ISTANBUL_DISTRICTS = [
  'Adalar',
  'Arnavutköy',
  'Ataşehir',
  'Avcılar',
  'Bağcılar',
  'Bahçelievler',
  'Bakırköy',
  'Başakşehir',
  'Bayrampaşa',
  'Beşiktaş',
  'Beykoz',
  'Beylikdüzü',
  'Beyoğlu',
  'Büyükçekmece',
  'Çatalca',
  'Çekmeköy',
  'Esenler',
  'Esenyurt',
  'Eyüpsultan',
  'Fatih',
  'Gaziosmanpaşa',
  'Güngören',
  'Kadıköy',
  'Kağıthane',
  'Kartal',
  'Küçükçekmece',
  'Maltepe',
  'Pendik',
  'Sancaktepe',
  'Sarıyer',
  'Silivri',
  'Sultanbeyli',
  'Sultangazi',
  'Şile',
  'Şişli',
  'Tuzla',
  'Ümraniye',
  'Üsküdar',
  'Zeytinburnu',
] as const;
export type IstanbulDistrict = (typeof ISTANBUL_DISTRICTS)[number];

/** A studio has no separate bedroom (0); beyond 20 it is no longer a short-stay home. */
export const OWNER_BEDROOMS_MIN = 0;
export const OWNER_BEDROOMS_MAX = 20;
export const OWNER_MESSAGE_MAX_LENGTH = 2000;

/** Enquiries one address may send per hour before it gets 429 (rate limit of POST /api/owners/inquiries). */
export const OWNER_INQUIRIES_PER_HOUR = 5;
