import type { ApartmentRoomType } from '../../db/schema/apartment-images.ts';
import type { PerLanguage } from './demo-content-types.ts';

/**
 * Alt text of the generated demo pictures, written per language. Apartment and tour texts start with the listing's
 * own title in that language, so a screen reader user hears which flat or tour the picture belongs to.
 */
type Describe = (title: string) => string;

export const apartmentRoomAlt: Record<ApartmentRoomType, PerLanguage<Describe>> = {
  exterior: {
    tr: (title) => `${title}: cumbalı pencereleri ve ferforje balkonlarıyla binanın sokaktan görünüşü.`,
    en: (title) =>
      `${title}: the building seen from the street, with its bay windows and wrought-iron balconies.`,
    ar: (title) => `${title}: واجهة المبنى من الشارع بنوافذه البارزة وشرفاته الحديدية المزخرفة.`,
    ru: (title) => `${title}: фасад дома с эркером и коваными балконами, вид с улицы.`,
  },
  living: {
    tr: (title) => `${title}: kanepesi, çay sehpası ve geniş, aydınlık penceresiyle oturma odası.`,
    en: (title) => `${title}: the living room with a sofa, a tea table and a large bright window.`,
    ar: (title) => `${title}: غرفة المعيشة مع أريكة وطاولة شاي ونافذة واسعة مشرقة.`,
    ru: (title) => `${title}: гостиная с диваном, чайным столиком и большим светлым окном.`,
  },
  'bedroom-1': {
    tr: (title) => `${title}: çift kişilik yatağı ve komodinleriyle ana yatak odası.`,
    en: (title) => `${title}: the main bedroom with a double bed and bedside tables.`,
    ar: (title) => `${title}: غرفة النوم الرئيسية مع سرير مزدوج وطاولتين بجانبه.`,
    ru: (title) => `${title}: главная спальня с двуспальной кроватью и прикроватными тумбочками.`,
  },
  'bedroom-2': {
    tr: (title) => `${title}: perdeli penceresiyle sakin ikinci yatak odası.`,
    en: (title) => `${title}: the quiet second bedroom with curtained windows.`,
    ar: (title) => `${title}: غرفة النوم الثانية الهادئة بنوافذ ذات ستائر.`,
    ru: (title) => `${title}: тихая вторая спальня с занавешенным окном.`,
  },
  'bedroom-3': {
    tr: (title) => `${title}: aileler için rahat üçüncü yatak odası.`,
    en: (title) => `${title}: the third bedroom, comfortable for families.`,
    ar: (title) => `${title}: غرفة النوم الثالثة المريحة للعائلات.`,
    ru: (title) => `${title}: третья спальня, удобная для семей.`,
  },
  kitchen: {
    tr: (title) => `${title}: ocağı, evyesi ve çay bardaklarıyla donanımlı mutfak.`,
    en: (title) => `${title}: the equipped kitchen with a hob, a sink and Turkish tea glasses.`,
    ar: (title) => `${title}: المطبخ المجهز بموقد ومغسلة وكؤوس الشاي التركي.`,
    ru: (title) => `${title}: оборудованная кухня с плитой, мойкой и турецкими стаканчиками для чая.`,
  },
  'bathroom-1': {
    tr: (title) => `${title}: yuvarlak aynası ve temiz havlularıyla banyo.`,
    en: (title) => `${title}: the bathroom with a round mirror and fresh towels.`,
    ar: (title) => `${title}: الحمّام مع مرآة دائرية ومناشف نظيفة.`,
    ru: (title) => `${title}: ванная комната с круглым зеркалом и свежими полотенцами.`,
  },
  'bathroom-2': {
    tr: (title) => `${title}: seramik kaplı ikinci banyo.`,
    en: (title) => `${title}: the tiled second bathroom.`,
    ar: (title) => `${title}: الحمّام الثاني المكسو بالبلاط.`,
    ru: (title) => `${title}: вторая ванная комната, отделанная плиткой.`,
  },
  balcony: {
    tr: (title) => `${title}: çay masası ve manzarasıyla balkon.`,
    en: (title) => `${title}: the balcony with a tea table and a view over the water.`,
    ar: (title) => `${title}: الشرفة مع طاولة شاي وإطلالة على الماء.`,
    ru: (title) => `${title}: балкон с чайным столиком и видом на воду.`,
  },
  other: {
    tr: (title) => `${title}: kitaplığı, koltuğu ve çalışma masasıyla okuma köşesi.`,
    en: (title) => `${title}: a reading corner with bookshelves, an armchair and a desk.`,
    ar: (title) => `${title}: ركن للقراءة مع رفوف كتب وكرسي مريح ومكتب.`,
    ru: (title) => `${title}: уголок для чтения с книжными полками, креслом и письменным столом.`,
  },
};

/** Tour pictures: what the scene shows, after the tour's title. */
export const tourSceneAlt: Record<string, PerLanguage<string>> = {
  'bosphorus-sunset': {
    tr: 'gün batımında Boğaz, köprü ve karşı kıyıdaki cami.',
    en: 'the Bosphorus at sunset, with the bridge and a mosque on the far shore.',
    ar: 'البوسفور عند الغروب مع الجسر ومسجد على الضفة المقابلة.',
    ru: 'Босфор на закате, мост и мечеть на другом берегу.',
  },
  'bosphorus-day': {
    tr: 'güneşli bir günde Boğaz’da ilerleyen vapur.',
    en: 'a ferry crossing the Bosphorus on a sunny day.',
    ar: 'عبّارة تعبر البوسفور في يوم مشمس.',
    ru: 'паром пересекает Босфор в солнечный день.',
  },
  'bosphorus-dusk': {
    tr: 'akşam karanlığında Boğaz köprüsü ve tepeler.',
    en: 'the Bosphorus bridge and the hills at dusk.',
    ar: 'جسر البوسفور والتلال عند الغسق.',
    ru: 'Босфорский мост и холмы в сумерках.',
  },
  'old-city-day': {
    tr: 'Tarihi Yarımada’nın kubbeleri ve minareleri.',
    en: 'the domes and minarets of the Old City.',
    ar: 'قباب ومآذن المدينة القديمة.',
    ru: 'купола и минареты Старого города.',
  },
  'old-city-sunset': {
    tr: 'gün batımında sudan görünen tarihi siluet.',
    en: 'the historic skyline seen from the water at sunset.',
    ar: 'أفق المدينة التاريخي من الماء عند الغروب.',
    ru: 'исторический силуэт города с воды на закате.',
  },
  'old-city-dusk': {
    tr: 'akşam ışıklarında camiler ve Haliç.',
    en: 'mosques above the Golden Horn in the evening light.',
    ar: 'مساجد فوق القرن الذهبي في ضوء المساء.',
    ru: 'мечети над Золотым Рогом в вечернем свете.',
  },
  cistern: {
    tr: 'Yerebatan Sarnıcı’nın suya yansıyan sütunları.',
    en: 'the columns of the Basilica Cistern reflected in the water.',
    ar: 'أعمدة صهريج البازيليك تنعكس على الماء.',
    ru: 'колонны Цистерны Базилика, отражённые в воде.',
  },
  'meze-table': {
    tr: 'renkli mezeler, ekmek ve çayla dolu bir sofra.',
    en: 'a table full of colourful meze, bread and tea.',
    ar: 'مائدة مليئة بالمقبلات الملونة والخبز والشاي.',
    ru: 'стол с яркими мезе, хлебом и чаем.',
  },
  'grand-bazaar': {
    tr: 'Kapalıçarşı’nın kemerleri, mozaik lambaları ve kumaş dükkânları.',
    en: 'the arches, mosaic lamps and textile stalls of the Grand Bazaar.',
    ar: 'أقواس البازار الكبير ومصابيح الفسيفساء ومحلات الأقمشة.',
    ru: 'арки, мозаичные лампы и лавки с тканями Гранд-базара.',
  },
  'spice-bazaar': {
    tr: 'Mısır Çarşısı’nda yığın yığın baharat.',
    en: 'heaps of spices in the Spice Bazaar.',
    ar: 'أكوام من التوابل في سوق التوابل.',
    ru: 'горки специй на Египетском базаре.',
  },
  'balat-street': {
    tr: 'Balat’ın rengârenk ahşap evleriyle yokuşlu sokağı.',
    en: 'a steep Balat street lined with colourful wooden houses.',
    ar: 'شارع منحدر في بلاط تصطف فيه بيوت خشبية ملونة.',
    ru: 'крутая улочка Балата с разноцветными деревянными домами.',
  },
  'karakoy-street': {
    tr: 'Galata Kulesi’ne çıkan renkli Karaköy sokağı.',
    en: 'a colourful Karaköy street climbing towards Galata Tower.',
    ar: 'شارع ملون في كاراكوي يصعد نحو برج غلطة.',
    ru: 'яркая улица Каракёя, поднимающаяся к Галатской башне.',
  },
  'galata-tower-day': {
    tr: 'çatıların üzerinde yükselen Galata Kulesi.',
    en: 'Galata Tower rising above the rooftops.',
    ar: 'برج غلطة يرتفع فوق أسطح المنازل.',
    ru: 'Галатская башня над крышами.',
  },
  'galata-tower-dusk': {
    tr: 'akşam ışıklarıyla Galata Kulesi ve pencereler.',
    en: 'Galata Tower and lit windows at dusk.',
    ar: 'برج غلطة والنوافذ المضاءة عند الغسق.',
    ru: 'Галатская башня и огни окон в сумерках.',
  },
  'islands-ferry': {
    tr: 'çam ağaçları ve köşklerle Büyükada’ya yaklaşan vapur.',
    en: 'the ferry approaching Büyükada, with pine trees and wooden mansions.',
    ar: 'العبّارة تقترب من جزيرة بيوك أدا بأشجار الصنوبر والقصور الخشبية.',
    ru: 'паром подходит к Бююкаде с соснами и деревянными особняками.',
  },
  hammam: {
    tr: 'yıldız biçimli tepe pencereleri ve mermer göbek taşıyla hamam.',
    en: 'a hammam with star-shaped skylights and a marble heated platform.',
    ar: 'حمّام تقليدي بنوافذ سقف على شكل نجوم ومنصة رخامية دافئة.',
    ru: 'хаммам со звёздчатыми окнами в куполе и мраморным тёплым камнем.',
  },
  'turkish-coffee': {
    tr: 'renkli bir duvar resminin önünde Türk kahvesi ve lokum.',
    en: 'Turkish coffee and Turkish delight in front of a colourful mural.',
    ar: 'قهوة تركية وحلقوم أمام جدارية ملونة.',
    ru: 'турецкий кофе и лукум на фоне яркого граффити.',
  },
};

export const tourAlt = (title: string, scene: string, language: keyof PerLanguage<string>): string => {
  const description = tourSceneAlt[scene]?.[language];
  if (!description) throw new Error(`no alt text for tour scene ${scene}`);
  return `${title}: ${description}`;
};

/** Site pictures (heroes), by the picture's name in its base path. */
export const siteImageAlt: Record<string, PerLanguage<string>> = {
  'istanbul-skyline': {
    tr: 'Gün batımında İstanbul: kubbeler, minareler ve Galata Kulesi suyun üzerinde.',
    en: 'Istanbul at sunset: domes, minarets and Galata Tower above the water.',
    ar: 'إسطنبول عند الغروب: قباب ومآذن وبرج غلطة فوق الماء.',
    ru: 'Стамбул на закате: купола, минареты и Галатская башня над водой.',
  },
  'balcony-sunset': {
    tr: 'Gün batımında Boğaz’a bakan bir balkonda çay keyfi.',
    en: 'Tea on a balcony overlooking the Bosphorus at sunset.',
    ar: 'شاي على شرفة تطل على البوسفور عند الغروب.',
    ru: 'Чай на балконе с видом на Босфор на закате.',
  },
  'living-room': {
    tr: 'Kanepesi ve geniş penceresiyle aydınlık bir oturma odası.',
    en: 'A bright living room with a sofa and a large window.',
    ar: 'غرفة معيشة مشرقة مع أريكة ونافذة واسعة.',
    ru: 'Светлая гостиная с диваном и большим окном.',
  },
  'rooftop-dusk': {
    tr: 'Akşam karanlığında Boğaz köprüsüne bakan bir teras.',
    en: 'A terrace looking out at the Bosphorus bridge at dusk.',
    ar: 'تراس يطل على جسر البوسفور عند الغسق.',
    ru: 'Терраса с видом на Босфорский мост в сумерках.',
  },
  'apartment-street': {
    tr: 'Cumbalı pencereleriyle klasik bir İstanbul apartmanı ve sokağı.',
    en: 'A classic Istanbul apartment building with bay windows on a quiet street.',
    ar: 'مبنى سكني كلاسيكي في إسطنبول بنوافذ بارزة في شارع هادئ.',
    ru: 'Классический стамбульский дом с эркерами на тихой улице.',
  },
  'bosphorus-cruise': {
    tr: 'Gün batımında Boğaz’da bir tur teknesi.',
    en: 'A tour boat on the Bosphorus at sunset.',
    ar: 'قارب سياحي في البوسفور عند الغروب.',
    ru: 'Экскурсионный катер на Босфоре на закате.',
  },
};
