import type { DemoApartment } from './demo-content-types.ts';

/** Demo apartments on the Asian side of Istanbul (Kadıköy, Üsküdar, Beykoz, Ataşehir). */
export const asianSideApartments: readonly DemoApartment[] = [
  {
    key: 'moda-sahil-terrace',
    district: 'Kadıköy',
    neighborhood: 'Moda',
    address: 'Caferağa Mahallesi, Ferit Tek Sokak No: 14, 34710 Kadıköy/İstanbul',
    latitude: 40.97965,
    longitude: 29.02512,
    rooms: 2,
    bathrooms: 1,
    sizeM2: 85,
    maxCapacity: 4,
    basePriceCents: 16500,
    guaranteeFeePercent: 20,
    isFeatured: true,
    category: 'sea-view',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'bed-linen',
      'towels',
      'kitchen',
      'dishwasher',
      'tea-maker',
      'terrace',
      'sea-view',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: "Moda'da deniz manzaralı teraslı daire",
        description:
          'Moda sahiline iki dakika yürüme mesafesindeki bu iki odalı dairenin geniş terasından Marmara Denizi ve Adalar görünür. Akşamları terasta çay içip gün batımını izleyebilir, sabahları sahil parkında yürüyüş yapabilirsiniz. Kadıköy iskelesi yürüyerek 15 dakika uzaklıktadır.',
        slug: 'moda-sahil-terasli-daire',
      },
      en: {
        title: 'Sea-view terrace flat by the Moda seafront',
        description:
          'A two-bedroom flat two minutes from the Moda seafront, with a wide terrace looking out over the Sea of Marmara and the Princes’ Islands. Sunsets from the terrace are the highlight, and the seaside park is perfect for a morning walk. Kadıköy ferry pier is a 15-minute stroll away.',
        slug: 'moda-seafront-terrace-flat',
      },
      ar: {
        title: 'شقة بتراس مطل على البحر في مودا',
        description:
          'شقة من غرفتي نوم على بعد دقيقتين من كورنيش مودا، مع تراس واسع يطل على بحر مرمرة وجزر الأميرات. يمكنكم الاستمتاع بالشاي التركي عند الغروب ثم التنزه في حديقة الكورنيش صباحاً. يبعد رصيف عبّارات قاضي كوي مسافة 15 دقيقة سيراً على الأقدام.',
        slug: 'شقة-مودا-تراس-بحري',
      },
      ru: {
        title: 'Квартира с террасой и видом на море в Моде',
        description:
          'Квартира с двумя спальнями в двух минутах от набережной Моды. С просторной террасы открывается вид на Мраморное море и Принцевы острова — особенно красиво на закате. До паромной пристани Кадыкёя около 15 минут пешком.',
        slug: 'мода-терраса-у-моря',
      },
    },
  },
  {
    key: 'moda-caddesi-studio',
    district: 'Kadıköy',
    neighborhood: 'Moda',
    address: 'Caferağa Mahallesi, Moda Caddesi No: 87, 34710 Kadıköy/İstanbul',
    latitude: 40.98452,
    longitude: 29.02618,
    rooms: 0,
    bathrooms: 1,
    sizeM2: 32,
    maxCapacity: 2,
    basePriceCents: 5500,
    category: 'studio',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'bed-linen',
      'towels',
      'workspace',
      'kitchen',
      'kettle',
    ],
    text: {
      tr: {
        title: 'Moda Caddesi üzerinde şirin stüdyo',
        description:
          'Moda Caddesi’nin kafeleri, kitapçıları ve dondurmacıları kapınızın önünde. Stüdyo yalnız ya da çift seyahat edenler için tasarlandı; küçük bir mutfak ve pencere önünde bir çalışma masası var. Kadıköy çarşısına ve iskeleye yürüyerek gidebilirsiniz.',
        slug: 'moda-caddesi-studyo',
      },
      en: {
        title: 'Cosy studio on Moda Caddesi',
        description:
          'Cafés, bookshops and the famous Moda ice-cream parlours are right outside the door. The studio suits solo travellers and couples, with a compact kitchen and a desk by the window for remote work. Kadıköy market and the ferry pier are within walking distance.',
        slug: 'moda-caddesi-studio',
      },
      ar: {
        title: 'استوديو مريح في شارع مودا',
        description:
          'المقاهي والمكتبات ومحلات البوظة الشهيرة في مودا على بعد خطوات من الباب. الاستوديو مناسب للمسافر المنفرد أو للزوجين، وفيه مطبخ صغير ومكتب بجانب النافذة للعمل عن بعد. يمكن الوصول إلى سوق قاضي كوي ورصيف العبّارات مشياً.',
        slug: 'استوديو-شارع-مودا',
      },
      ru: {
        title: 'Уютная студия на улице Мода',
        description:
          'Кафе, книжные магазины и знаменитое мороженое Моды — прямо у подъезда. Студия рассчитана на одного гостя или пару: компактная кухня и рабочий стол у окна. До рынка Кадыкёя и паромной пристани можно дойти пешком.',
        slug: 'студия-улица-мода',
      },
    },
  },
  {
    key: 'moda-esat-isik-family',
    district: 'Kadıköy',
    neighborhood: 'Moda',
    address: 'Caferağa Mahallesi, Dr. Esat Işık Caddesi No: 42, 34710 Kadıköy/İstanbul',
    latitude: 40.98247,
    longitude: 29.02463,
    rooms: 3,
    bathrooms: 2,
    sizeM2: 130,
    maxCapacity: 6,
    maxAdults: 4,
    maxChildren: 3,
    basePriceCents: 19500,
    category: 'family',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'elevator',
      'kitchen',
      'oven',
      'dishwasher',
      'bathtub',
      'balcony',
      'baby-cot',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: "Moda'da üç yatak odalı ferah aile dairesi",
        description:
          'Dr. Esat Işık Caddesi’ndeki asansörlü binada yer alan bu daire, kalabalık aileler için üç yatak odası ve iki banyo sunar. Tam donanımlı mutfakta rahatça yemek yapabilir, balkonda kahvaltı edebilirsiniz. Moda Parkı ve çocuk oyun alanları birkaç dakika uzaklıktadır.',
        slug: 'moda-esat-isik-aile-dairesi',
      },
      en: {
        title: 'Spacious three-bedroom family flat in Moda',
        description:
          'Set in a building with a lift on Dr. Esat Işık Caddesi, this flat gives larger families three bedrooms and two bathrooms. The fully equipped kitchen makes home cooking easy, and breakfast on the balcony is a treat. Moda Park and its playgrounds are a few minutes away.',
        slug: 'moda-esat-isik-family-flat',
      },
      ar: {
        title: 'شقة عائلية واسعة بثلاث غرف نوم في مودا',
        description:
          'تقع الشقة في مبنى مزوّد بمصعد في شارع الدكتور أسعد إشيك، وتضم ثلاث غرف نوم وحمّامين، ما يجعلها مثالية للعائلات الكبيرة. المطبخ مجهز بالكامل للطهي، والشرفة مكان رائع لتناول الفطور. حديقة مودا وملاعب الأطفال على بعد دقائق قليلة.',
        slug: 'شقة-عائلية-مودا-أسعد-إشيك',
      },
      ru: {
        title: 'Просторная семейная квартира в Моде',
        description:
          'Квартира с тремя спальнями и двумя ванными в доме с лифтом на улице Доктора Эсата Ышыка — удобный вариант для большой семьи. На полностью оборудованной кухне легко готовить, а завтракать приятно на балконе. Парк Моды с детскими площадками — в нескольких минутах ходьбы.',
        slug: 'мода-семейная-квартира-эсат-ышык',
      },
    },
  },
  {
    key: 'moda-sair-nefi-loft',
    district: 'Kadıköy',
    neighborhood: 'Moda',
    address: 'Caferağa Mahallesi, Şair Nefi Sokak No: 9, 34710 Kadıköy/İstanbul',
    latitude: 40.98331,
    longitude: 29.02764,
    rooms: 1,
    bathrooms: 1,
    sizeM2: 55,
    maxCapacity: 2,
    basePriceCents: 9500,
    checkInTime: '15:00',
    category: 'apartment',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'workspace',
      'blackout-curtains',
      'kitchen',
      'coffee-maker',
      'balcony',
    ],
    text: {
      tr: {
        title: 'Şair Nefi Sokak’ta aydınlık tek odalı daire',
        description:
          'Moda’nın sakin ara sokaklarından birinde, yenilenmiş bir apartmanın üst katında tek yatak odalı bir daire. Karartma perdeleri rahat uyku, çalışma alanı ve hızlı internet ise uzaktan çalışma için idealdir. Köşedeki üçüncü dalga kahveciler sabah kahvenizi bekliyor.',
        slug: 'moda-sair-nefi-daire',
      },
      en: {
        title: 'Bright one-bedroom on a quiet Moda side street',
        description:
          'A top-floor one-bedroom in a renovated building on Şair Nefi Sokak, one of Moda’s quiet back streets. Blackout curtains help you sleep in, and the desk and fast Wi-Fi make it easy to work remotely. Speciality coffee shops are just around the corner.',
        slug: 'moda-sair-nefi-one-bedroom',
      },
      ar: {
        title: 'شقة مشرقة بغرفة نوم واحدة في شارع هادئ بمودا',
        description:
          'شقة بغرفة نوم واحدة في الطابق العلوي من مبنى مُجدَّد في أحد شوارع مودا الهادئة. الستائر المعتمة تضمن نوماً مريحاً، ومساحة العمل مع الإنترنت السريع مناسبة للعمل عن بعد. مقاهي القهوة المختصة على زاوية الشارع.',
        slug: 'شقة-مودا-شاعر-نفعي',
      },
      ru: {
        title: 'Светлая квартира с одной спальней в тихом переулке Моды',
        description:
          'Квартира на верхнем этаже обновлённого дома на улице Шаир Нефи — одном из тихих переулков Моды. Плотные шторы помогут выспаться, а рабочее место и быстрый интернет подойдут для удалённой работы. За углом — кофейни со спешелти-кофе.',
        slug: 'мода-шаир-нефи-квартира',
      },
    },
  },
  {
    key: 'fenerbahce-kalamis-marina',
    district: 'Kadıköy',
    neighborhood: 'Fenerbahçe',
    address: 'Fenerbahçe Mahallesi, Fener Kalamış Caddesi No: 58, 34726 Kadıköy/İstanbul',
    latitude: 40.97583,
    longitude: 29.03724,
    rooms: 2,
    bathrooms: 2,
    sizeM2: 110,
    maxCapacity: 5,
    basePriceCents: 22000,
    guaranteeFeePercent: 20,
    isFeatured: true,
    category: 'sea-view',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'elevator',
      'kitchen',
      'dishwasher',
      'bathtub',
      'hair-dryer',
      'balcony',
      'sea-view',
      'smoke-alarm',
      'free-parking',
    ],
    text: {
      tr: {
        title: 'Kalamış Marinası’na bakan deniz manzaralı daire',
        description:
          'Fener Kalamış Caddesi’ndeki bu daire, balkonundan Kalamış Marinası’nın yelkenlilerine ve Marmara’ya bakar. İki yatak odasının her birinin kendi banyosu vardır. Sahil boyunca Fenerbahçe Parkı’na yürüyebilir, aracınızı binanın otoparkına bırakabilirsiniz.',
        slug: 'fenerbahce-kalamis-marina-manzarali-daire',
      },
      en: {
        title: 'Marina-view flat above Kalamış Bay, Fenerbahçe',
        description:
          'From the balcony of this flat on Fener Kalamış Caddesi you look over the sailing boats of Kalamış Marina to the Sea of Marmara. Each of the two bedrooms has its own bathroom. Walk along the shore to Fenerbahçe Park, and leave your car in the building’s car park.',
        slug: 'fenerbahce-kalamis-marina-view-flat',
      },
      ar: {
        title: 'شقة بإطلالة على مرسى كالاميش في فنربهتشة',
        description:
          'تطل شرفة هذه الشقة على القوارب الشراعية في مرسى كالاميش وبحر مرمرة. لكل غرفة من غرفتي النوم حمّامها الخاص. يمكنكم المشي على الكورنيش حتى حديقة فنربهتشة، مع موقف مجاني للسيارة في المبنى.',
        slug: 'شقة-فنربهتشة-مرسى-كالاميش',
      },
      ru: {
        title: 'Квартира с видом на марину Каламыш в Фенербахче',
        description:
          'С балкона этой квартиры на улице Фенер Каламыш видны яхты марины Каламыш и Мраморное море. У каждой из двух спален своя ванная комната. По набережной можно дойти до парка Фенербахче, а машину оставить на парковке дома.',
        slug: 'фенербахче-марина-каламыш-квартира',
      },
    },
  },
  {
    key: 'caddebostan-plaj-family',
    district: 'Kadıköy',
    neighborhood: 'Caddebostan',
    address: 'Caddebostan Mahallesi, Plaj Yolu Sokak No: 21, 34728 Kadıköy/İstanbul',
    latitude: 40.96284,
    longitude: 29.06247,
    rooms: 3,
    bathrooms: 2,
    sizeM2: 140,
    maxCapacity: 7,
    maxAdults: 5,
    maxChildren: 3,
    basePriceCents: 21000,
    checkOutTime: '11:00',
    category: 'family',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'tumble-dryer',
      'elevator',
      'kitchen',
      'oven',
      'dishwasher',
      'balcony',
      'baby-cot',
      'free-parking',
      'metro-nearby',
    ],
    text: {
      tr: {
        title: 'Caddebostan sahiline yakın geniş aile dairesi',
        description:
          'Plaj Yolu Sokak’taki bu üç yatak odalı daire, Caddebostan sahil parkına ve Bağdat Caddesi’ne birkaç dakika mesafededir. Çocuklar için bebek yatağı, aileler için çamaşır ve kurutma makinesi hazırdır. Caddebostan Marmaray istasyonu ile şehrin her yerine kolayca ulaşabilirsiniz.',
        slug: 'caddebostan-plaj-aile-dairesi',
      },
      en: {
        title: 'Family flat near the Caddebostan seafront',
        description:
          'This three-bedroom flat on Plaj Yolu Sokak is a few minutes from the Caddebostan seaside park and the shops of Bağdat Caddesi. A baby cot, a washing machine and a tumble dryer make longer family stays easy. Caddebostan Marmaray station connects you to the rest of the city.',
        slug: 'caddebostan-seafront-family-flat',
      },
      ar: {
        title: 'شقة عائلية قرب شاطئ جاده بوستان',
        description:
          'شقة بثلاث غرف نوم على بعد دقائق من حديقة الشاطئ في جاده بوستان ومتاجر شارع بغداد. تتوفر سرير أطفال وغسالة ومجفف ملابس لإقامة عائلية مريحة. محطة مرمراي في جاده بوستان تربطكم ببقية أنحاء المدينة.',
        slug: 'شقة-عائلية-جاده-بوستان',
      },
      ru: {
        title: 'Семейная квартира у набережной Джаддебостана',
        description:
          'Квартира с тремя спальнями в нескольких минутах от прибрежного парка Джаддебостана и магазинов проспекта Багдат. Детская кроватка, стиральная и сушильная машины пригодятся семьям. Станция Мармарай «Джаддебостан» рядом — удобно добираться в любую часть города.',
        slug: 'джаддебостан-семейная-квартира',
      },
    },
  },
  {
    key: 'yeldegirmeni-karakolhane-flat',
    district: 'Kadıköy',
    neighborhood: 'Yeldeğirmeni',
    address: 'Rasimpaşa Mahallesi, Karakolhane Caddesi No: 33, 34716 Kadıköy/İstanbul',
    latitude: 40.99382,
    longitude: 29.02876,
    rooms: 1,
    bathrooms: 1,
    sizeM2: 60,
    maxCapacity: 3,
    basePriceCents: 7500,
    category: 'apartment',
    amenities: [
      'wifi',
      'heating',
      'washing-machine',
      'workspace',
      'kitchen',
      'kettle',
      'tea-maker',
      'sofa-bed',
      'metro-nearby',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: "Yeldeğirmeni'nde duvar resimleri arasında daire",
        description:
          'Karakolhane Caddesi’ndeki tarihi bir apartmanda, sokak sanatıyla ünlü Yeldeğirmeni’nin tam ortasında tek yatak odalı bir daire. Salondaki çekyat üçüncü bir misafir için uygundur. Kadıköy ve Haydarpaşa iskeleleri yürüme mesafesindedir.',
        slug: 'yeldegirmeni-karakolhane-daire',
      },
      en: {
        title: 'Yeldeğirmeni flat among the murals',
        description:
          'A one-bedroom in a historic building on Karakolhane Caddesi, right in the middle of Yeldeğirmeni’s street-art quarter. The sofa bed in the living room sleeps a third guest. The Kadıköy and Haydarpaşa piers are both within walking distance.',
        slug: 'yeldegirmeni-mural-quarter-flat',
      },
      ar: {
        title: 'شقة بين الجداريات في يل دكيرمني',
        description:
          'شقة بغرفة نوم واحدة في مبنى تاريخي بشارع كاراكولهانه، في قلب حي يل دكيرمني المشهور بفن الشارع. الأريكة السرير في غرفة الجلوس تتسع لضيف ثالث. رصيفا قاضي كوي وحيدر باشا على مسافة قريبة سيراً.',
        slug: 'شقة-يل-دكيرمني-الجداريات',
      },
      ru: {
        title: 'Квартира среди муралов Ельдегирмени',
        description:
          'Квартира с одной спальней в старинном доме на улице Караколхане, в самом сердце Ельдегирмени — квартала уличного искусства. Диван-кровать в гостиной подойдёт для третьего гостя. До пристаней Кадыкёй и Хайдарпаша можно дойти пешком.',
        slug: 'ельдегирмени-муралы-квартира',
      },
    },
  },
  {
    key: 'kuzguncuk-icadiye-house',
    district: 'Üsküdar',
    neighborhood: 'Kuzguncuk',
    address: 'Kuzguncuk Mahallesi, İcadiye Caddesi No: 27, 34674 Üsküdar/İstanbul',
    latitude: 41.03681,
    longitude: 29.03152,
    rooms: 2,
    bathrooms: 1,
    sizeM2: 90,
    maxCapacity: 4,
    basePriceCents: 13500,
    isFeatured: true,
    category: 'apartment',
    amenities: [
      'wifi',
      'heating',
      'washing-machine',
      'bed-linen',
      'towels',
      'kitchen',
      'oven',
      'tea-maker',
      'balcony',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: "Kuzguncuk'ta restore edilmiş ahşap evde daire",
        description:
          'İcadiye Caddesi’nde, renkli ahşap evleri ve bostanıyla bilinen Kuzguncuk’un kalbinde, restore edilmiş bir evin iki yatak odalı katı. Sabahları köşedeki fırından simit alıp balkonda kahvaltı edebilirsiniz. Boğaz kıyısı ve iskele beş dakika yürüme mesafesindedir.',
        slug: 'kuzguncuk-icadiye-ahsap-ev',
      },
      en: {
        title: 'Restored wooden townhouse flat in Kuzguncuk',
        description:
          'Two bedrooms on one floor of a restored wooden house on İcadiye Caddesi, in the heart of village-like Kuzguncuk with its painted houses and community garden. Pick up simit from the corner bakery and have breakfast on the balcony. The Bosphorus shore and the pier are a five-minute walk.',
        slug: 'kuzguncuk-icadiye-wooden-house',
      },
      ar: {
        title: 'شقة في بيت خشبي مُرمَّم في كوزغونجوك',
        description:
          'طابق من غرفتي نوم في بيت خشبي مُرمَّم بشارع إيجادية، في قلب كوزغونجوك ذات الطابع القروي وبيوتها الملونة. اشتروا السميت من المخبز المجاور وتناولوا الفطور على الشرفة. ضفة البوسفور والرصيف على بعد خمس دقائق مشياً.',
        slug: 'بيت-خشبي-كوزغونجوك-إيجادية',
      },
      ru: {
        title: 'Квартира в отреставрированном деревянном доме в Кузгунджуке',
        description:
          'Этаж с двумя спальнями в отреставрированном деревянном доме на улице Иджадие, в сердце уютного Кузгунджука с его цветными домиками. Купите симит в пекарне на углу и позавтракайте на балконе. До берега Босфора и пристани — пять минут пешком.',
        slug: 'кузгунджук-деревянный-дом-иджадие',
      },
    },
  },
  {
    key: 'kuzguncuk-pasalimani-bosphorus',
    district: 'Üsküdar',
    neighborhood: 'Kuzguncuk',
    address: 'Kuzguncuk Mahallesi, Paşa Limanı Caddesi No: 64, 34674 Üsküdar/İstanbul',
    latitude: 41.03512,
    longitude: 29.02788,
    rooms: 3,
    bathrooms: 2,
    sizeM2: 150,
    maxCapacity: 6,
    basePriceCents: 26000,
    checkInTime: '16:00',
    checkOutTime: '11:00',
    guaranteeFeePercent: 25,
    category: 'luxury',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'tumble-dryer',
      'kitchen',
      'dishwasher',
      'coffee-maker',
      'bathtub',
      'terrace',
      'bosphorus-view',
      'safe',
      'keyless-entry',
      'airport-transfer',
    ],
    text: {
      tr: {
        title: 'Paşa Limanı’nda Boğaz manzaralı lüks daire',
        description:
          'Paşa Limanı Caddesi’ndeki bu üç yatak odalı daire, terasından Boğaz’ın ve karşı kıyıdaki Beşiktaş’ın kesintisiz manzarasını sunar. Özenle döşenmiş salon, küvetli ebeveyn banyosu ve anahtarsız giriş konforu tamamlar. İsteğe bağlı havalimanı transferi ayarlanabilir.',
        slug: 'kuzguncuk-pasalimani-bogaz-manzarali-daire',
      },
      en: {
        title: 'Luxury Bosphorus-view residence at Paşalimanı',
        description:
          'This three-bedroom home on Paşa Limanı Caddesi has a terrace with an uninterrupted view across the Bosphorus to Beşiktaş. A carefully furnished living room, an en-suite with a bathtub and keyless entry complete the comfort. An airport transfer can be arranged on request.',
        slug: 'kuzguncuk-pasalimani-bosphorus-residence',
      },
      ar: {
        title: 'شقة فاخرة بإطلالة على البوسفور في باشا ليماني',
        description:
          'تضم هذه الشقة ثلاث غرف نوم وتراساً يطل مباشرة على البوسفور والضفة المقابلة في بشكتاش. صالون مفروش بعناية وحمّام رئيسي بحوض استحمام ودخول ذكي بدون مفتاح. يمكن ترتيب خدمة النقل من المطار عند الطلب.',
        slug: 'شقة-فاخرة-كوزغونجوك-باشا-ليماني',
      },
      ru: {
        title: 'Роскошная квартира с видом на Босфор в Пашалиманы',
        description:
          'Квартира с тремя спальнями на улице Паша Лиманы и террасой, с которой открывается панорама Босфора и европейского берега у Бешикташа. Продуманный интерьер гостиной, ванная с ванной при главной спальне и вход без ключа. По запросу организуем трансфер из аэропорта.',
        slug: 'кузгунджук-пашалиманы-вид-на-босфор',
      },
    },
  },
  {
    key: 'cengelkoy-kuleli-bosphorus',
    district: 'Üsküdar',
    neighborhood: 'Çengelköy',
    address: 'Çengelköy Mahallesi, Kuleli Caddesi No: 18, 34680 Üsküdar/İstanbul',
    latitude: 41.05184,
    longitude: 29.05307,
    rooms: 2,
    bathrooms: 1,
    sizeM2: 80,
    maxCapacity: 4,
    basePriceCents: 15500,
    category: 'sea-view',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'kitchen',
      'tea-maker',
      'balcony',
      'bosphorus-view',
      'free-parking',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: "Çengelköy'de Boğaz'a nazır balkonlu daire",
        description:
          'Kuleli Caddesi’ndeki bu iki yatak odalı dairenin balkonundan Boğaz’dan geçen gemileri izleyebilirsiniz. Ünlü Çınaraltı çay bahçesi ve Çengelköy’ün balık restoranları birkaç adım ötede. Ücretsiz otopark sayesinde araçla gelenler için de rahattır.',
        slug: 'cengelkoy-kuleli-bogaz-balkonlu-daire',
      },
      en: {
        title: 'Bosphorus-view balcony flat in Çengelköy',
        description:
          'Watch the ships glide up the Bosphorus from the balcony of this two-bedroom flat on Kuleli Caddesi. The famous plane-tree tea garden and Çengelköy’s fish restaurants are only steps away. Free parking makes it easy if you arrive by car.',
        slug: 'cengelkoy-kuleli-bosphorus-balcony',
      },
      ar: {
        title: 'شقة بشرفة مطلة على البوسفور في جنكل كوي',
        description:
          'من شرفة هذه الشقة ذات غرفتي النوم في شارع كوليلي يمكنكم مشاهدة السفن وهي تعبر البوسفور. حديقة الشاي الشهيرة تحت شجرة الدلب ومطاعم السمك في جنكل كوي على بعد خطوات. يتوفر موقف سيارات مجاني.',
        slug: 'شقة-جنكل-كوي-شرفة-البوسفور',
      },
      ru: {
        title: 'Квартира с балконом на Босфор в Ченгелькёе',
        description:
          'С балкона этой квартиры с двумя спальнями на улице Кулели можно наблюдать за кораблями, идущими по Босфору. Знаменитая чайная под платаном и рыбные рестораны Ченгелькёя — в нескольких шагах. Есть бесплатная парковка для тех, кто приезжает на машине.',
        slug: 'ченгелькёй-кулели-балкон-босфор',
      },
    },
  },
  {
    key: 'salacak-maiden-tower-view',
    district: 'Üsküdar',
    neighborhood: 'Salacak',
    address: 'Salacak Mahallesi, Harem Sahil Yolu No: 39, 34668 Üsküdar/İstanbul',
    latitude: 41.01893,
    longitude: 29.00791,
    rooms: 1,
    bathrooms: 1,
    sizeM2: 65,
    maxCapacity: 3,
    basePriceCents: 14000,
    guaranteeFeePercent: 15,
    isFeatured: true,
    category: 'sea-view',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'kitchen',
      'coffee-maker',
      'sofa-bed',
      'balcony',
      'sea-view',
      'metro-nearby',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: "Salacak'ta Kız Kulesi manzaralı daire",
        description:
          'Salacak sahilindeki bu dairenin balkonundan Kız Kulesi’ni, Tarihi Yarımada’nın silüetini ve gün batımını izleyebilirsiniz. Tek yatak odası ve salondaki çekyatla üç kişiyi ağırlar. Üsküdar iskelesi ve Marmaray istasyonu yürüme mesafesindedir.',
        slug: 'salacak-kiz-kulesi-manzarali-daire',
      },
      en: {
        title: 'Maiden’s Tower view flat on the Salacak shore',
        description:
          'From the balcony you look straight at the Maiden’s Tower, with the domes and minarets of the Old City behind it — sunsets here are unforgettable. One bedroom plus a sofa bed sleeps three. Üsküdar ferry pier and Marmaray station are within walking distance.',
        slug: 'salacak-maidens-tower-view-flat',
      },
      ar: {
        title: 'شقة بإطلالة على برج الفتاة في سالاجاك',
        description:
          'من الشرفة ترون برج الفتاة مباشرة وخلفه قباب ومآذن إسطنبول التاريخية، ومشهد الغروب هنا لا يُنسى. غرفة نوم واحدة وأريكة سرير تتسع لثلاثة أشخاص. رصيف أوسكودار ومحطة مرمراي على مسافة قريبة سيراً.',
        slug: 'شقة-سالاجاك-برج-الفتاة',
      },
      ru: {
        title: 'Квартира с видом на Девичью башню в Саладжаке',
        description:
          'С балкона видна Девичья башня, а за ней — купола и минареты Старого города; закаты здесь незабываемы. Одна спальня и диван-кровать — места для троих. Пристань Ускюдар и станция Мармарай рядом, до них можно дойти пешком.',
        slug: 'саладжак-девичья-башня-квартира',
      },
    },
  },
  {
    key: 'kanlica-bosphorus-yali',
    district: 'Beykoz',
    neighborhood: 'Kanlıca',
    address: 'Kanlıca Mahallesi, Körfez Caddesi No: 12, 34810 Beykoz/İstanbul',
    latitude: 41.10012,
    longitude: 29.06591,
    rooms: 4,
    bathrooms: 3,
    sizeM2: 180,
    maxCapacity: 8,
    basePriceCents: 28000,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    guaranteeFeePercent: 25,
    isFeatured: true,
    category: 'luxury',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'tumble-dryer',
      'kitchen',
      'oven',
      'dishwasher',
      'bathtub',
      'terrace',
      'bosphorus-view',
      'safe',
      'free-parking',
      'airport-transfer',
    ],
    text: {
      tr: {
        title: "Kanlıca'da Boğaz kıyısında yalı dairesi",
        description:
          'Kanlıca koyunda, Boğaz’ın hemen kıyısındaki tarihi bir yalının dört yatak odalı bahçe katı. Geniş terasta sabah kahvenizi suyun birkaç metre ötesinde içebilirsiniz. Ünlü Kanlıca yoğurdunu iskele meydanında tatmayı unutmayın.',
        slug: 'kanlica-bogaz-yali-dairesi',
      },
      en: {
        title: 'Waterside yalı residence in Kanlıca',
        description:
          'The four-bedroom garden floor of a historic waterside mansion in Kanlıca Bay, right on the Bosphorus. Morning coffee on the large terrace comes with the water just a few metres away. Don’t leave without trying the famous Kanlıca yoghurt by the pier.',
        slug: 'kanlica-bosphorus-yali-residence',
      },
      ar: {
        title: 'إقامة في يالي على ضفة البوسفور في كانليجا',
        description:
          'الطابق الأرضي بحديقته في قصر يالي تاريخي على ضفة البوسفور في خليج كانليجا، مع أربع غرف نوم. تناولوا قهوة الصباح على التراس الواسع على بعد أمتار من الماء. لا تفوّتوا تذوق لبن كانليجا الشهير عند الرصيف.',
        slug: 'يالي-كانليجا-البوسفور',
      },
      ru: {
        title: 'Апартаменты в ялы на берегу Босфора в Канлыдже',
        description:
          'Садовый этаж с четырьмя спальнями в исторической прибрежной усадьбе-ялы в бухте Канлыджа, прямо у воды. Утренний кофе на большой террасе в нескольких метрах от Босфора — лучшее начало дня. Обязательно попробуйте знаменитый канлыджинский йогурт у пристани.',
        slug: 'канлыджа-ялы-на-босфоре',
      },
    },
  },
  {
    key: 'atasehir-barbaros-residence',
    district: 'Ataşehir',
    neighborhood: 'Barbaros',
    address: 'Barbaros Mahallesi, Mor Sümbül Sokak No: 7, 34746 Ataşehir/İstanbul',
    latitude: 40.99231,
    longitude: 29.11874,
    rooms: 1,
    bathrooms: 1,
    sizeM2: 58,
    maxCapacity: 2,
    basePriceCents: 8500,
    checkOutTime: '12:00',
    category: 'apartment',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'elevator',
      'workspace',
      'kitchen',
      'microwave',
      'dishwasher',
      'keyless-entry',
      'entrance-cameras',
      'free-parking',
      'metro-nearby',
    ],
    text: {
      tr: {
        title: "Ataşehir'de rezidansta modern tek odalı daire",
        description:
          'Ataşehir finans merkezine yakın, güvenlikli bir rezidansta tek yatak odalı modern bir daire. İş seyahatleri için çalışma alanı, hızlı internet ve kapalı otopark hazırdır. Metro ile Kadıköy’e ve Sabiha Gökçen Havalimanı yönüne kolayca ulaşılır.',
        slug: 'atasehir-barbaros-rezidans-daire',
      },
      en: {
        title: 'Modern one-bedroom residence flat in Ataşehir',
        description:
          'A modern one-bedroom in a secure residence close to the Ataşehir financial district. Business travellers get a proper workspace, fast Wi-Fi and covered parking. The metro takes you to Kadıköy or towards Sabiha Gökçen Airport with ease.',
        slug: 'atasehir-barbaros-residence-flat',
      },
      ar: {
        title: 'شقة حديثة بغرفة نوم في مجمع سكني بأتاشهير',
        description:
          'شقة حديثة بغرفة نوم واحدة في مجمع سكني آمن قرب المركز المالي في أتاشهير. مناسبة لرحلات العمل مع مساحة عمل وإنترنت سريع وموقف سيارات مغطى. يصلكم المترو بسهولة إلى قاضي كوي أو باتجاه مطار صبيحة كوكتشن.',
        slug: 'شقة-أتاشهير-باربروس',
      },
      ru: {
        title: 'Современная квартира в жилом комплексе Аташехира',
        description:
          'Современная квартира с одной спальней в охраняемом жилом комплексе рядом с финансовым центром Аташехира. Для деловых поездок есть рабочее место, быстрый интернет и крытая парковка. На метро удобно добираться до Кадыкёя и в сторону аэропорта Сабиха Гёкчен.',
        slug: 'аташехир-барбарос-квартира',
      },
    },
  },
  {
    key: 'bahariye-opera-flat',
    district: 'Kadıköy',
    neighborhood: 'Bahariye',
    address: 'Osmanağa Mahallesi, Bahariye Caddesi No: 64, 34714 Kadıköy/İstanbul',
    latitude: 40.98718,
    longitude: 29.03021,
    rooms: 2,
    bathrooms: 1,
    sizeM2: 75,
    maxCapacity: 4,
    basePriceCents: 9500,
    category: 'apartment',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'elevator',
      'kitchen',
      'tea-maker',
      'sofa-bed',
      'balcony',
      'metro-nearby',
      'ferry-nearby',
    ],
    text: {
      tr: {
        title: 'Bahariye Caddesi’nde Süreyya Operası yakınında daire',
        description:
          'Kadıköy’ün yaya caddesi Bahariye üzerinde, Süreyya Operası’na birkaç adım mesafede iki yatak odalı bir daire. Sinemalar, tiyatrolar ve meyhaneler hemen aşağıda. Kadıköy metrosu ve vapur iskelesi on dakikalık yürüyüş mesafesindedir.',
        slug: 'bahariye-sureyya-operasi-daire',
      },
      en: {
        title: 'Bahariye flat steps from the Süreyya Opera House',
        description:
          'A two-bedroom flat on Bahariye, Kadıköy’s pedestrian high street, a few steps from the Süreyya Opera House. Cinemas, theatres and meyhanes are right downstairs. The Kadıköy metro and ferry pier are a ten-minute walk.',
        slug: 'bahariye-opera-house-flat',
      },
      ar: {
        title: 'شقة في شارع بهارية قرب دار أوبرا ثريا',
        description:
          'شقة بغرفتي نوم في شارع بهارية المخصص للمشاة في قاضي كوي، على بعد خطوات من دار أوبرا ثريا. دور السينما والمسارح والمطاعم التقليدية أسفل المبنى مباشرة. محطة المترو ورصيف العبّارات على بعد عشر دقائق مشياً.',
        slug: 'شقة-بهارية-أوبرا-ثريا',
      },
      ru: {
        title: 'Квартира на Бахарие рядом с оперой «Сурейя»',
        description:
          'Квартира с двумя спальнями на пешеходной улице Бахарие в Кадыкёе, в нескольких шагах от оперного театра «Сурейя». Кинотеатры, театры и мейхане — прямо под окнами. До метро и паромной пристани Кадыкёя десять минут пешком.',
        slug: 'бахарие-опера-сурейя-квартира',
      },
    },
  },
  {
    key: 'bahariye-asim-gunduz-family',
    district: 'Kadıköy',
    neighborhood: 'Bahariye',
    address: 'Caferağa Mahallesi, General Asım Gündüz Caddesi No: 51, 34710 Kadıköy/İstanbul',
    latitude: 40.98531,
    longitude: 29.02938,
    rooms: 4,
    bathrooms: 2,
    sizeM2: 160,
    maxCapacity: 8,
    maxAdults: 6,
    maxChildren: 4,
    basePriceCents: 18500,
    guaranteeFeePercent: 15,
    category: 'family',
    amenities: [
      'wifi',
      'air-conditioning',
      'heating',
      'washing-machine',
      'tumble-dryer',
      'elevator',
      'kitchen',
      'oven',
      'dishwasher',
      'bathtub',
      'balcony',
      'baby-cot',
      'first-aid-kit',
      'metro-nearby',
    ],
    text: {
      tr: {
        title: 'Bahariye’de dört yatak odalı büyük aile dairesi',
        description:
          'General Asım Gündüz Caddesi’nde, Bahariye’ye bir sokak mesafede dört yatak odalı geniş bir daire. Büyük aileler ya da arkadaş grupları için iki banyo, bebek yatağı ve kurutma makinesi bulunur. Moda sahili ve Kadıköy çarşısı yürüyerek birkaç dakikadır.',
        slug: 'bahariye-asim-gunduz-aile-dairesi',
      },
      en: {
        title: 'Four-bedroom family home off Bahariye',
        description:
          'A large four-bedroom flat on General Asım Gündüz Caddesi, one street from Bahariye. Big families or groups of friends get two bathrooms, a baby cot and a tumble dryer. The Moda seafront and Kadıköy market are a few minutes’ walk away.',
        slug: 'bahariye-asim-gunduz-family-home',
      },
      ar: {
        title: 'شقة عائلية كبيرة بأربع غرف نوم قرب بهارية',
        description:
          'شقة واسعة بأربع غرف نوم في شارع الجنرال عاصم غوندوز، على بعد شارع واحد من بهارية. تتوفر للعائلات الكبيرة أو مجموعات الأصدقاء حمّامان وسرير أطفال ومجفف ملابس. كورنيش مودا وسوق قاضي كوي على بعد دقائق سيراً.',
        slug: 'شقة-عائلية-بهارية-عاصم-غوندوز',
      },
      ru: {
        title: 'Большая семейная квартира у Бахарие',
        description:
          'Просторная квартира с четырьмя спальнями на улице Генерала Асыма Гюндюза, в одном квартале от Бахарие. Для больших семей и компаний друзей — две ванные, детская кроватка и сушильная машина. До набережной Моды и рынка Кадыкёя несколько минут пешком.',
        slug: 'бахарие-асым-гюндюз-семейная-квартира',
      },
    },
  },
];
