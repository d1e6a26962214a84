import type { DemoTour } from './demo-content-types.ts';

/** Demo guided tours across Istanbul. */
export const demoTours: readonly DemoTour[] = [
  {
    key: 'bosphorus-sunset-cruise',
    startTimes: ['16:30', '18:00'],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    durationMinutes: 150,
    maxPeople: 20,
    basePriceCents: 4500,
    text: {
      tr: {
        title: 'Gün batımında Boğaz turu',
        description:
          'Eminönü’nden kalkan teknemizle Dolmabahçe Sarayı, Ortaköy Camii ve Rumeli Hisarı’nın önünden geçerek Boğaz’ın iki yakasını keşfediyoruz. Güneş tepelerin ardında batarken çay ve simit ikram ediliyor. Rehberimiz yalıların ve kıyı köylerinin hikâyelerini anlatıyor.',
        slug: 'gun-batiminda-bogaz-turu',
        meetingPoint: 'Eminönü İskelesi',
      },
      en: {
        title: 'Bosphorus sunset cruise',
        description:
          'Sail from Eminönü past Dolmabahçe Palace, Ortaköy Mosque and Rumeli Fortress while the sun sets behind the hills of the European shore. Turkish tea and simit are served on board. Your guide shares the stories behind the waterside mansions and old fishing villages.',
        slug: 'bosphorus-sunset-cruise',
        meetingPoint: 'Eminönü Pier (Eminönü İskelesi)',
      },
      ar: {
        title: 'رحلة بحرية في البوسفور عند الغروب',
        description:
          'ننطلق من إمينونو ونبحر أمام قصر دولمة بهجة وجامع أورتاكوي وقلعة روملي حصار بينما تغرب الشمس خلف التلال. يُقدَّم الشاي التركي والسميت على متن القارب. ويروي لكم المرشد حكايات القصور المطلة على الماء وقرى الصيادين القديمة.',
        slug: 'رحلة-البوسفور-عند-الغروب',
        meetingPoint: 'رصيف إمينونو (Eminönü İskelesi)',
      },
      ru: {
        title: 'Прогулка по Босфору на закате',
        description:
          'Отправляемся от пристани Эминёню и проходим мимо дворца Долмабахче, мечети Ортакёй и крепости Румелихисары, пока солнце садится за холмы. На борту угощаем турецким чаем и симитами. Гид расскажет истории прибрежных особняков-ялы и старых рыбацких деревень.',
        slug: 'закатная-прогулка-по-босфору',
        meetingPoint: 'Пристань Эминёню (Eminönü İskelesi)',
      },
    },
  },
  {
    key: 'old-city-sultanahmet-walk',
    startTimes: ['09:00', '14:00'],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    durationMinutes: 240,
    maxPeople: 15,
    basePriceCents: 6500,
    text: {
      tr: {
        title: 'Sultanahmet’te Tarihi Yarımada yürüyüşü',
        description:
          'Bizans ve Osmanlı’nın kalbinde dört saatlik bir yürüyüş: Ayasofya, Sultanahmet Camii, Hipodrom ve Yerebatan Sarnıcı. Rehberimiz mozaiklerden çinilere kadar her yapının ardındaki hikâyeyi anlatıyor. Müze giriş ücretleri tur fiyatına dahil değildir; rehberimiz bilet sırası için en uygun saati seçer.',
        slug: 'sultanahmet-tarihi-yarimada-yuruyusu',
        meetingPoint: 'Sultanahmet Meydanı, Alman Çeşmesi önü',
      },
      en: {
        title: 'Old City walk: Hagia Sophia, Blue Mosque & Cistern',
        description:
          'Four hours in the heart of Byzantine and Ottoman Istanbul: Hagia Sophia, the Blue Mosque, the Hippodrome and the Basilica Cistern. Your guide brings the mosaics, tiles and emperors to life. Museum entry fees are paid separately; your guide times the visits to avoid the longest queues.',
        slug: 'old-city-sultanahmet-walking-tour',
        meetingPoint: 'Sultanahmet Square, in front of the German Fountain (Alman Çeşmesi)',
      },
      ar: {
        title: 'جولة في إسطنبول القديمة: آيا صوفيا والجامع الأزرق',
        description:
          'أربع ساعات في قلب إسطنبول البيزنطية والعثمانية: آيا صوفيا والجامع الأزرق وميدان السباق وصهريج البازيليك. يحكي لكم المرشد قصص الفسيفساء والبلاط والسلاطين. رسوم دخول المتاحف غير مشمولة، ويختار المرشد أنسب الأوقات لتجنب الطوابير الطويلة.',
        slug: 'جولة-السلطان-أحمد-المدينة-القديمة',
        meetingPoint: 'ميدان السلطان أحمد، أمام النافورة الألمانية (Alman Çeşmesi)',
      },
      ru: {
        title: 'Старый город: Айя-София, Голубая мечеть и Цистерна',
        description:
          'Четыре часа в сердце византийского и османского Стамбула: Айя-София, Голубая мечеть, Ипподром и Цистерна Базилика. Гид оживит для вас мозаики, изразцы и истории императоров и султанов. Входные билеты в музеи оплачиваются отдельно, а гид подбирает время так, чтобы избежать самых длинных очередей.',
        slug: 'старый-город-султанахмет-экскурсия',
        meetingPoint: 'Площадь Султанахмет, у Немецкого фонтана (Alman Çeşmesi)',
      },
    },
  },
  {
    key: 'kadikoy-food-tour',
    startTimes: ['18:00'],
    weekdays: [2, 3, 4, 5, 6, 7],
    durationMinutes: 210,
    maxPeople: 10,
    basePriceCents: 7500,
    text: {
      tr: {
        title: 'Kadıköy çarşısında lezzet turu',
        description:
          'Kadıköy çarşısının tezgâhlarında peynir, zeytin ve turşu tadımıyla başlıyor, ardından midye dolma, kokoreç ve ev yemekleri için esnaf lokantalarına uğruyoruz. Tur, Türk kahvesi ve lokum eşliğinde tatlı bir molayla bitiyor. Gelmeden önce kahvaltıyı hafif tutmanızı öneririz.',
        slug: 'kadikoy-carsi-lezzet-turu',
        meetingPoint: 'Kadıköy Vapur İskelesi önü',
      },
      en: {
        title: 'Kadıköy market food tour',
        description:
          'Taste your way through Kadıköy market: cheeses, olives and pickles at the stalls, then stuffed mussels, kokoreç and home-style dishes in local tradesmen’s restaurants. We finish with Turkish coffee and lokum. Come hungry — a light breakfast is plenty.',
        slug: 'kadikoy-market-food-tour',
        meetingPoint: 'In front of Kadıköy Ferry Pier (Kadıköy Vapur İskelesi)',
      },
      ar: {
        title: 'جولة تذوق الطعام في سوق قاضي كوي',
        description:
          'نتذوق الأجبان والزيتون والمخللات في أكشاك سوق قاضي كوي، ثم ننتقل إلى المطاعم الشعبية لتجربة المحار المحشو والأطباق المنزلية التركية. تنتهي الجولة بالقهوة التركية والحلقوم. ننصحكم بفطور خفيف قبل الجولة.',
        slug: 'جولة-طعام-قاضي-كوي',
        meetingPoint: 'أمام رصيف عبّارات قاضي كوي (Kadıköy Vapur İskelesi)',
      },
      ru: {
        title: 'Гастрономическая прогулка по рынку Кадыкёя',
        description:
          'Пробуем сыры, оливки и соленья на прилавках рынка Кадыкёя, затем фаршированные мидии и домашнюю турецкую еду в традиционных закусочных-локанта. Завершаем турецким кофе и лукумом. Советуем прийти с аппетитом и лёгким завтраком.',
        slug: 'гастротур-по-кадыкёю',
        meetingPoint: 'У паромной пристани Кадыкёй (Kadıköy Vapur İskelesi)',
      },
    },
  },
  {
    key: 'balat-fener-colourful-streets',
    startTimes: ['10:00', '14:00'],
    weekdays: [1, 3, 4, 5, 6, 7],
    durationMinutes: 180,
    maxPeople: 14,
    basePriceCents: 3500,
    text: {
      tr: {
        title: 'Balat ve Fener’in renkli sokaklarında yürüyüş',
        description:
          'Haliç kıyısındaki Fener ve Balat’ın rengârenk evleri, yokuşlu sokakları ve antikacıları arasında bir yürüyüş. Fener Rum Patrikhanesi, Bulgar Demir Kilisesi ve Ahrida Sinagogu’nun önünden geçerek mahallelerin çok kültürlü geçmişini konuşuyoruz. Molayı tarihi bir kahvehanede veriyoruz.',
        slug: 'balat-fener-renkli-sokaklar-yuruyusu',
        meetingPoint: 'Fener Vapur İskelesi',
      },
      en: {
        title: 'Balat & Fener colourful streets walk',
        description:
          'Wander the painted houses, steep lanes and antique shops of Fener and Balat on the Golden Horn. We pass the Greek Orthodox Patriarchate, the Bulgarian Iron Church and the Ahrida Synagogue while unpacking the area’s multicultural past. There is a coffee break in an old neighbourhood café.',
        slug: 'balat-fener-colourful-streets-walk',
        meetingPoint: 'Fener Ferry Pier (Fener Vapur İskelesi)',
      },
      ar: {
        title: 'جولة في شوارع بلاط وفنر الملونة',
        description:
          'نتجول بين البيوت الملونة والأزقة المنحدرة ومحلات التحف في حيي فنر وبلاط على ضفاف القرن الذهبي. نمر بالبطريركية الأرثوذكسية والكنيسة البلغارية الحديدية وكنيس أهريدا ونتحدث عن التاريخ المتعدد الثقافات للحي. ونستريح في مقهى قديم.',
        slug: 'جولة-بلاط-فنر-الشوارع-الملونة',
        meetingPoint: 'رصيف عبّارات فنر (Fener Vapur İskelesi)',
      },
      ru: {
        title: 'Разноцветные улочки Балата и Фенера',
        description:
          'Прогулка среди ярких домов, крутых переулков и антикварных лавок Фенера и Балата на берегу Золотого Рога. Проходим мимо Вселенской патриархии, Болгарской железной церкви и синагоги Ахрида и говорим о многонациональном прошлом квартала. Делаем перерыв в старой кофейне.',
        slug: 'балат-фенер-цветные-улочки',
        meetingPoint: 'Пристань Фенер (Fener Vapur İskelesi)',
      },
    },
  },
  {
    key: 'princes-islands-buyukada',
    startTimes: ['09:00'],
    weekdays: [2, 4, 6, 7],
    durationMinutes: 480,
    maxPeople: 16,
    basePriceCents: 9500,
    text: {
      tr: {
        title: 'Büyükada’ya günübirlik Adalar gezisi',
        description:
          'Vapurla Kınalıada ve Heybeliada’nın önünden geçerek Büyükada’ya gidiyor, adanın köşklerle dolu sokaklarını yürüyerek ya da bisikletle keşfediyoruz. Aya Yorgi Tepesi’ndeki manzara ve balık lokantasında öğle yemeği fiyata dahildir. Akşamüstü vapurla şehre dönüyoruz.',
        slug: 'buyukada-gunubirlik-adalar-gezisi',
        meetingPoint: 'Kabataş İskelesi, Adalar vapuru bekleme salonu',
      },
      en: {
        title: 'Princes’ Islands day trip to Büyükada',
        description:
          'Take the ferry past Kınalıada and Heybeliada to Büyükada, then explore its streets of wooden mansions on foot or by bike. The view from Aya Yorgi hill and a seafood lunch are included. We sail back to the city in the late afternoon.',
        slug: 'princes-islands-buyukada-day-trip',
        meetingPoint: 'Kabataş Pier, Islands ferry waiting hall (Kabataş İskelesi)',
      },
      ar: {
        title: 'رحلة يوم كامل إلى جزيرة بيوك أدا',
        description:
          'نركب العبّارة مروراً بجزيرتي كينالي أدا وهيبلي أدا حتى نصل إلى بيوك أدا، ثم نستكشف شوارعها وقصورها الخشبية مشياً أو على الدراجات. الإطلالة من تلة آيا يورغي وغداء السمك مشمولان في السعر. نعود إلى المدينة بالعبّارة في آخر النهار.',
        slug: 'رحلة-جزر-الأميرات-بيوك-أدا',
        meetingPoint: 'رصيف كاباتاش، صالة انتظار عبّارات الجزر (Kabataş İskelesi)',
      },
      ru: {
        title: 'Принцевы острова: день на Бююкаде',
        description:
          'На пароме проходим мимо Кыналыады и Хейбелиады к Бююкаде и гуляем пешком или на велосипеде среди старинных деревянных особняков. Вид с холма Айя-Йорги и обед из морепродуктов включены. Ближе к вечеру возвращаемся в город на пароме.',
        slug: 'принцевы-острова-бююкада',
        meetingPoint: 'Пристань Кабаташ, зал ожидания паромов на острова (Kabataş İskelesi)',
      },
    },
  },
  {
    key: 'grand-bazaar-spice-bazaar',
    // The Grand Bazaar is closed on Sundays.
    startTimes: ['10:00', '14:00'],
    weekdays: [1, 2, 3, 4, 5, 6],
    durationMinutes: 180,
    maxPeople: 12,
    basePriceCents: 4000,
    text: {
      tr: {
        title: 'Kapalıçarşı’dan Mısır Çarşısı’na çarşı turu',
        description:
          'Kapalıçarşı’nın hanlarında ve sokaklarında halıcıları, kuyumcuları ve bakırcıları ziyaret ediyor, Mahmutpaşa yokuşundan inerek Mısır Çarşısı’na ulaşıyoruz. Baharat, kuru meyve ve lokum tadımı yapıyoruz. Pazarlık ipuçları da cabası.',
        slug: 'kapalicarsi-misir-carsisi-turu',
        meetingPoint: 'Kapalıçarşı, Nuruosmaniye Kapısı önü',
      },
      en: {
        title: 'Grand Bazaar & Spice Bazaar walk',
        description:
          'Explore the inns and lanes of the Grand Bazaar, meeting carpet dealers, jewellers and coppersmiths, then follow the busy Mahmutpaşa slope down to the Spice Bazaar. Along the way we taste spices, dried fruit and Turkish delight. You also get tips on how to haggle like a local.',
        slug: 'grand-bazaar-spice-bazaar-walk',
        meetingPoint: 'Grand Bazaar, in front of the Nuruosmaniye Gate (Nuruosmaniye Kapısı)',
      },
      ar: {
        title: 'جولة البازار الكبير وسوق التوابل',
        description:
          'نستكشف خانات البازار الكبير وممراته ونزور تجار السجاد والصاغة والنحّاسين، ثم ننزل عبر منحدر محمود باشا المزدحم إلى سوق التوابل المصري. نتذوق التوابل والفواكه المجففة والحلقوم. ونشارككم نصائح للمساومة مثل أهل المدينة.',
        slug: 'جولة-البازار-الكبير-وسوق-التوابل',
        meetingPoint: 'البازار الكبير، أمام بوابة نور عثمانية (Nuruosmaniye Kapısı)',
      },
      ru: {
        title: 'Гранд-базар и Египетский рынок специй',
        description:
          'Гуляем по ханам и галереям Гранд-базара, заглядываем к торговцам коврами, ювелирам и медникам, а затем по оживлённому спуску Махмутпаша выходим к Египетскому базару. По пути пробуем специи, сухофрукты и лукум. И, конечно, научим торговаться по-местному.',
        slug: 'гранд-базар-и-рынок-специй',
        meetingPoint: 'Гранд-базар, у ворот Нуруосмание (Nuruosmaniye Kapısı)',
      },
    },
  },
  {
    key: 'turkish-bath-hammam-culture',
    startTimes: ['11:00', '16:00', '19:00'],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    durationMinutes: 150,
    maxPeople: 6,
    basePriceCents: 12000,
    text: {
      tr: {
        title: 'Tarihi hamamda Türk hamamı kültürü',
        description:
          'Mimar Sinan’ın 16. yüzyılda inşa ettiği Çemberlitaş Hamamı’nda hamam geleneğini yaşayarak öğreniyoruz. Göbek taşında terledikten sonra kese ve köpük masajı yapılıyor, ardından soğukluk bölümünde şerbet ikram ediliyor. Peştemal, nalın ve kese fiyata dahildir.',
        slug: 'cemberlitas-hamam-kulturu',
        meetingPoint: 'Çemberlitaş Hamamı önü, Vezirhan Caddesi',
      },
      en: {
        title: 'Turkish bath experience & hammam culture',
        description:
          'Discover the hammam tradition first-hand at Çemberlitaş Hamamı, built by the architect Sinan in the 16th century. After warming up on the heated marble navel stone you get a traditional scrub and foam massage, followed by sherbet in the cooling room. Peshtemal towel, clogs and scrubbing mitt are included.',
        slug: 'cemberlitas-turkish-bath-experience',
        meetingPoint: 'In front of Çemberlitaş Hamamı, Vezirhan Caddesi',
      },
      ar: {
        title: 'تجربة الحمّام التركي وثقافته',
        description:
          'تعرّفوا على تقاليد الحمّام التركي في حمّام تشمبرليطاش الذي بناه المعمار سنان في القرن السادس عشر. بعد الاسترخاء على الحجر الرخامي الساخن تحصلون على التكييس التقليدي وتدليك الرغوة، ثم يُقدَّم الشربات في القاعة الباردة. المنشفة التقليدية والقبقاب وقفاز التكييس مشمولة.',
        slug: 'تجربة-الحمام-التركي-تشمبرليطاش',
        meetingPoint: 'أمام حمّام تشمبرليطاش، شارع وزير خان (Çemberlitaş Hamamı)',
      },
      ru: {
        title: 'Турецкая баня: традиции хаммама',
        description:
          'Знакомимся с традицией хаммама в бане Чемберлиташ, построенной архитектором Синаном в XVI веке. После прогрева на горячем мраморном камне — традиционный пилинг кесе и пенный массаж, а затем шербет в прохладном зале. Пештемаль, деревянные сандалии и рукавица кесе включены.',
        slug: 'хаммам-чемберлиташ-турецкая-баня',
        meetingPoint: 'У входа в хаммам Чемберлиташ, улица Везирхан (Çemberlitaş Hamamı)',
      },
    },
  },
  {
    key: 'galata-karakoy-street-art-coffee',
    startTimes: ['15:00'],
    weekdays: [4, 5, 6, 7],
    durationMinutes: 150,
    maxPeople: 12,
    basePriceCents: 3000,
    text: {
      tr: {
        title: 'Galata ve Karaköy’de sokak sanatı ve kahve turu',
        description:
          'Galata Kulesi’nden başlayıp Kamondo Merdivenleri’nden Karaköy’e inerken duvar resimlerini, grafitileri ve küçük tasarım dükkânlarını keşfediyoruz. Yol üstünde bir üçüncü dalga kahvecide ve köklü bir Türk kahvesi ocağında iki kahve molası veriyoruz. Tur, Karaköy rıhtımında sona eriyor.',
        slug: 'galata-karakoy-sokak-sanati-kahve-turu',
        meetingPoint: 'Galata Kulesi Meydanı',
      },
      en: {
        title: 'Galata & Karaköy street art and coffee walk',
        description:
          'Start at Galata Tower and wind down the Camondo Stairs into Karaköy, spotting murals, graffiti and small design shops along the way. We stop twice for coffee: once at a speciality roaster and once at a long-standing Turkish coffee house. The walk ends on the Karaköy waterfront.',
        slug: 'galata-karakoy-street-art-coffee-walk',
        meetingPoint: 'Galata Tower Square (Galata Kulesi Meydanı)',
      },
      ar: {
        title: 'جولة فن الشارع والقهوة في غلطة وكاراكوي',
        description:
          'نبدأ من برج غلطة وننزل عبر درج كاموندو إلى كاراكوي، ونكتشف الجداريات والغرافيتي ومتاجر التصميم الصغيرة في الطريق. نتوقف مرتين للقهوة: في محمصة قهوة مختصة وفي مقهى عريق للقهوة التركية. تنتهي الجولة على واجهة كاراكوي البحرية.',
        slug: 'جولة-غلطة-كاراكوي-فن-الشارع-والقهوة',
        meetingPoint: 'ساحة برج غلطة (Galata Kulesi Meydanı)',
      },
      ru: {
        title: 'Галата и Каракёй: стрит-арт и кофе',
        description:
          'Начинаем у Галатской башни и спускаемся по лестнице Камондо в Каракёй, разглядывая муралы, граффити и маленькие дизайнерские лавки. По дороге две кофейные остановки: в обжарочной спешелти-кофе и в старой турецкой кофейне. Прогулка заканчивается на набережной Каракёя.',
        slug: 'галата-каракёй-стрит-арт-и-кофе',
        meetingPoint: 'Площадь у Галатской башни (Galata Kulesi Meydanı)',
      },
    },
  },
];
