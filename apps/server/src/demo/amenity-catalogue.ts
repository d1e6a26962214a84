import type { AmenityCategory } from '../db/schema/amenities.ts';

export interface CatalogueAmenity {
  key: string;
  icon: string;
  category: AmenityCategory;
  names: { tr: string; en: string; ar: string; ru: string };
}

/**
 * The amenities an apartment can list. Order matters: it is the display order, and pages show
 * only the first few, so what guests ask about most comes first within the whole list.
 */
export const amenityCatalogue: readonly CatalogueAmenity[] = [
  // basic
  {
    key: 'wifi',
    icon: 'wifi',
    category: 'basic',
    names: { tr: 'Wi-Fi', en: 'Wi-Fi', ar: 'واي فاي', ru: 'Wi-Fi' },
  },
  {
    key: 'air-conditioning',
    icon: 'air-conditioning',
    category: 'basic',
    names: { tr: 'Klima', en: 'Air conditioning', ar: 'تكييف هواء', ru: 'Кондиционер' },
  },
  {
    key: 'heating',
    icon: 'heating',
    category: 'basic',
    names: { tr: 'Isıtma', en: 'Heating', ar: 'تدفئة', ru: 'Отопление' },
  },
  {
    key: 'tv',
    icon: 'tv',
    category: 'basic',
    names: { tr: 'Televizyon', en: 'TV', ar: 'تلفزيون', ru: 'Телевизор' },
  },
  {
    key: 'washing-machine',
    icon: 'washing-machine',
    category: 'basic',
    names: { tr: 'Çamaşır makinesi', en: 'Washing machine', ar: 'غسالة ملابس', ru: 'Стиральная машина' },
  },
  {
    key: 'tumble-dryer',
    icon: 'tumble-dryer',
    category: 'basic',
    names: { tr: 'Kurutma makinesi', en: 'Tumble dryer', ar: 'مجفف ملابس', ru: 'Сушильная машина' },
  },
  {
    key: 'elevator',
    icon: 'elevator',
    category: 'basic',
    names: { tr: 'Asansör', en: 'Lift', ar: 'مصعد', ru: 'Лифт' },
  },
  {
    key: 'bed-linen',
    icon: 'bed-linen',
    category: 'basic',
    names: { tr: 'Nevresim takımı', en: 'Bed linen', ar: 'بياضات الأسرّة', ru: 'Постельное бельё' },
  },
  {
    key: 'towels',
    icon: 'towels',
    category: 'basic',
    names: { tr: 'Havlu', en: 'Towels', ar: 'مناشف', ru: 'Полотенца' },
  },
  {
    key: 'workspace',
    icon: 'workspace',
    category: 'basic',
    names: { tr: 'Çalışma alanı', en: 'Dedicated workspace', ar: 'مساحة عمل مخصصة', ru: 'Рабочая зона' },
  },
  // kitchen
  {
    key: 'kitchen',
    icon: 'kitchen',
    category: 'kitchen',
    names: {
      tr: 'Tam donanımlı mutfak',
      en: 'Fully equipped kitchen',
      ar: 'مطبخ مجهز بالكامل',
      ru: 'Полностью оборудованная кухня',
    },
  },
  {
    key: 'refrigerator',
    icon: 'refrigerator',
    category: 'kitchen',
    names: { tr: 'Buzdolabı', en: 'Refrigerator', ar: 'ثلاجة', ru: 'Холодильник' },
  },
  {
    key: 'stove',
    icon: 'stove',
    category: 'kitchen',
    names: { tr: 'Ocak', en: 'Hob', ar: 'موقد طهي', ru: 'Варочная панель' },
  },
  {
    key: 'oven',
    icon: 'oven',
    category: 'kitchen',
    names: { tr: 'Fırın', en: 'Oven', ar: 'فرن', ru: 'Духовка' },
  },
  {
    key: 'microwave',
    icon: 'microwave',
    category: 'kitchen',
    names: { tr: 'Mikrodalga fırın', en: 'Microwave', ar: 'ميكروويف', ru: 'Микроволновая печь' },
  },
  {
    key: 'dishwasher',
    icon: 'dishwasher',
    category: 'kitchen',
    names: { tr: 'Bulaşık makinesi', en: 'Dishwasher', ar: 'غسالة صحون', ru: 'Посудомоечная машина' },
  },
  {
    key: 'coffee-maker',
    icon: 'coffee-maker',
    category: 'kitchen',
    names: { tr: 'Kahve makinesi', en: 'Coffee maker', ar: 'آلة تحضير القهوة', ru: 'Кофеварка' },
  },
  {
    key: 'kettle',
    icon: 'kettle',
    category: 'kitchen',
    names: { tr: 'Su ısıtıcısı', en: 'Kettle', ar: 'غلاية ماء كهربائية', ru: 'Электрический чайник' },
  },
  {
    key: 'tea-maker',
    icon: 'tea-maker',
    category: 'kitchen',
    names: {
      tr: 'Çaydanlık',
      en: 'Turkish tea pot',
      ar: 'إبريق شاي تركي',
      ru: 'Турецкий чайник для заварки',
    },
  },
  {
    key: 'cookware',
    icon: 'cookware',
    category: 'kitchen',
    names: {
      tr: 'Tencere, tava ve mutfak gereçleri',
      en: 'Cookware and utensils',
      ar: 'أواني وأدوات الطبخ',
      ru: 'Посуда и кухонные принадлежности',
    },
  },
  // bathroom
  {
    key: 'shower',
    icon: 'shower',
    category: 'bathroom',
    names: { tr: 'Duş', en: 'Shower', ar: 'دُش', ru: 'Душ' },
  },
  {
    key: 'bathtub',
    icon: 'bathtub',
    category: 'bathroom',
    names: { tr: 'Küvet', en: 'Bathtub', ar: 'حوض استحمام', ru: 'Ванна' },
  },
  {
    key: 'hair-dryer',
    icon: 'hair-dryer',
    category: 'bathroom',
    names: { tr: 'Saç kurutma makinesi', en: 'Hair dryer', ar: 'مجفف شعر', ru: 'Фен' },
  },
  {
    key: 'toiletries',
    icon: 'toiletries',
    category: 'bathroom',
    names: {
      tr: 'Şampuan ve sabun',
      en: 'Shampoo and soap',
      ar: 'شامبو وصابون',
      ru: 'Шампунь и мыло',
    },
  },
  {
    key: 'bidet',
    icon: 'bidet',
    category: 'bathroom',
    names: { tr: 'Taharet musluğu', en: 'Bidet', ar: 'شطّاف', ru: 'Гигиенический душ' },
  },
  // comfort
  {
    key: 'balcony',
    icon: 'balcony',
    category: 'comfort',
    names: { tr: 'Balkon', en: 'Balcony', ar: 'شرفة', ru: 'Балкон' },
  },
  {
    key: 'terrace',
    icon: 'terrace',
    category: 'comfort',
    names: { tr: 'Teras', en: 'Terrace', ar: 'تراس', ru: 'Терраса' },
  },
  {
    key: 'bosphorus-view',
    icon: 'water-view',
    category: 'comfort',
    names: { tr: 'Boğaz manzarası', en: 'Bosphorus view', ar: 'إطلالة على البوسفور', ru: 'Вид на Босфор' },
  },
  {
    key: 'sea-view',
    icon: 'water-view',
    category: 'comfort',
    names: { tr: 'Deniz manzarası', en: 'Sea view', ar: 'إطلالة على البحر', ru: 'Вид на море' },
  },
  {
    key: 'sofa-bed',
    icon: 'sofa-bed',
    category: 'comfort',
    names: { tr: 'Çekyat', en: 'Sofa bed', ar: 'أريكة تتحول إلى سرير', ru: 'Диван-кровать' },
  },
  {
    key: 'iron',
    icon: 'iron',
    category: 'comfort',
    names: {
      tr: 'Ütü ve ütü masası',
      en: 'Iron and ironing board',
      ar: 'مكواة وطاولة كي',
      ru: 'Утюг и гладильная доска',
    },
  },
  {
    key: 'blackout-curtains',
    icon: 'blackout-curtains',
    category: 'comfort',
    names: {
      tr: 'Karartma perdesi',
      en: 'Blackout curtains',
      ar: 'ستائر معتمة',
      ru: 'Светонепроницаемые шторы',
    },
  },
  {
    key: 'baby-cot',
    icon: 'baby-cot',
    category: 'comfort',
    names: { tr: 'Bebek yatağı', en: 'Baby cot', ar: 'سرير أطفال', ru: 'Детская кроватка' },
  },
  // security
  {
    key: 'smoke-alarm',
    icon: 'smoke-alarm',
    category: 'security',
    names: { tr: 'Duman dedektörü', en: 'Smoke alarm', ar: 'كاشف دخان', ru: 'Датчик дыма' },
  },
  {
    key: 'carbon-monoxide-alarm',
    icon: 'carbon-monoxide-alarm',
    category: 'security',
    names: {
      tr: 'Karbonmonoksit dedektörü',
      en: 'Carbon monoxide alarm',
      ar: 'كاشف أول أكسيد الكربون',
      ru: 'Датчик угарного газа',
    },
  },
  {
    key: 'fire-extinguisher',
    icon: 'fire-extinguisher',
    category: 'security',
    names: { tr: 'Yangın söndürücü', en: 'Fire extinguisher', ar: 'طفاية حريق', ru: 'Огнетушитель' },
  },
  {
    key: 'first-aid-kit',
    icon: 'first-aid-kit',
    category: 'security',
    names: { tr: 'İlk yardım çantası', en: 'First aid kit', ar: 'حقيبة إسعافات أولية', ru: 'Аптечка' },
  },
  {
    key: 'safe',
    icon: 'safe',
    category: 'security',
    names: { tr: 'Kasa', en: 'Safe', ar: 'خزنة', ru: 'Сейф' },
  },
  {
    key: 'keyless-entry',
    icon: 'keyless-entry',
    category: 'security',
    names: { tr: 'Şifreli kapı kilidi', en: 'Keypad door lock', ar: 'قفل باب برمز سري', ru: 'Кодовый замок' },
  },
  {
    key: 'entrance-cameras',
    icon: 'security-camera',
    category: 'security',
    names: {
      tr: 'Bina girişinde güvenlik kamerası',
      en: 'Security cameras at the building entrance',
      ar: 'كاميرات مراقبة عند مدخل المبنى',
      ru: 'Видеонаблюдение у входа в здание',
    },
  },
  // parking and transport
  {
    key: 'free-parking',
    icon: 'parking',
    category: 'parking-and-transport',
    names: {
      tr: 'Ücretsiz otopark',
      en: 'Free parking on the premises',
      ar: 'موقف سيارات مجاني في المكان',
      ru: 'Бесплатная парковка на территории',
    },
  },
  {
    key: 'paid-parking-nearby',
    icon: 'parking',
    category: 'parking-and-transport',
    names: {
      tr: 'Yakında ücretli otopark',
      en: 'Paid parking nearby',
      ar: 'موقف سيارات مدفوع قريب',
      ru: 'Платная парковка поблизости',
    },
  },
  {
    key: 'metro-nearby',
    icon: 'metro',
    category: 'parking-and-transport',
    names: {
      tr: 'Metro istasyonuna yakın',
      en: 'Near a metro station',
      ar: 'بالقرب من محطة مترو',
      ru: 'Рядом со станцией метро',
    },
  },
  {
    key: 'tram-nearby',
    icon: 'tram',
    category: 'parking-and-transport',
    names: {
      tr: 'Tramvay durağına yakın',
      en: 'Near a tram stop',
      ar: 'بالقرب من محطة ترام',
      ru: 'Рядом с трамвайной остановкой',
    },
  },
  {
    key: 'ferry-nearby',
    icon: 'ferry',
    category: 'parking-and-transport',
    names: {
      tr: 'Vapur iskelesine yakın',
      en: 'Near a ferry pier',
      ar: 'بالقرب من رصيف العبّارات',
      ru: 'Рядом с паромным причалом',
    },
  },
  {
    key: 'airport-transfer',
    icon: 'airport-transfer',
    category: 'parking-and-transport',
    names: {
      tr: 'Havalimanı transferi',
      en: 'Airport transfer',
      ar: 'خدمة التوصيل من وإلى المطار',
      ru: 'Трансфер из аэропорта и в аэропорт',
    },
  },
];
