import type { Language } from '@konak/domain/languages';

/** A demo guest: reviews show the first name only, and reservations carry the whole one. */
export type DemoReviewer = { name: string; email: string; language: Language };

/** A review as a guest of that language would write it; `{place}` becomes the apartment's neighbourhood. */
export type DemoReviewText = { rating: number; text: string };

export const demoReviewers: readonly DemoReviewer[] = [
  { name: 'Ayşe Demir', email: 'ayse.demir@guests.konak.example', language: 'tr' },
  { name: 'Mehmet Kaya', email: 'mehmet.kaya@guests.konak.example', language: 'tr' },
  { name: 'Elif Arslan', email: 'elif.arslan@guests.konak.example', language: 'tr' },
  { name: 'Emma Clarke', email: 'emma.clarke@guests.konak.example', language: 'en' },
  { name: 'James Whitfield', email: 'james.whitfield@guests.konak.example', language: 'en' },
  { name: 'Lena Hoffmann', email: 'lena.hoffmann@guests.konak.example', language: 'en' },
  { name: 'فاطمة الحربي', email: 'fatima.alharbi@guests.konak.example', language: 'ar' },
  { name: 'عمر المنصوري', email: 'omar.almansouri@guests.konak.example', language: 'ar' },
  { name: 'ليلى حداد', email: 'layla.haddad@guests.konak.example', language: 'ar' },
  { name: 'Ольга Смирнова', email: 'olga.smirnova@guests.konak.example', language: 'ru' },
  { name: 'Дмитрий Волков', email: 'dmitry.volkov@guests.konak.example', language: 'ru' },
  { name: 'Анна Козлова', email: 'anna.kozlova@guests.konak.example', language: 'ru' },
];

export const demoReviewTexts: Record<Language, readonly DemoReviewText[]> = {
  tr: [
    {
      rating: 5,
      text: 'Daire fotoğraflardakinden bile güzeldi. Tertemizdi, yataklar çok rahattı ve giriş sırasında her şey dakikası dakikasına işledi.',
    },
    {
      rating: 5,
      text: 'Ailece dört gece kaldık. Mutfakta aradığımız her şey vardı, çocuklar için ek battaniye bile bırakılmıştı. Kesinlikle yine geleceğiz.',
    },
    {
      rating: 4,
      text: 'Konumu harika, akşamları yürüyerek her yere gittik. Sokak cumartesi gecesi biraz gürültülüydü ama pencereler kapalıyken sorun olmadı.',
    },
    {
      rating: 5,
      text: 'WhatsApp üzerinden yazdığımız her soruya birkaç dakikada cevap geldi. Geç çıkış talebimizi de sorunsuz karşıladılar.',
    },
    {
      rating: 4,
      text: 'Temiz, ferah ve iyi döşenmiş bir daire. Duşun su basıncı biraz düşüktü; onun dışında her şey beklediğimiz gibiydi.',
    },
    {
      rating: 3,
      text: 'Daire güzel ve konumu iyi, fakat asansör iki gün çalışmadı. Ekip hemen ilgilendi ama valizlerle dördüncü kata çıkmak yorucuydu.',
    },
    {
      rating: 5,
      text: 'İş seyahati için kaldım; internet hızlıydı, çalışma masası rahattı. Sabahları balkonda kahve içmek ayrı bir keyifti.',
    },
  ],
  en: [
    {
      rating: 5,
      text: 'A wonderful base for exploring {place}. The flat was spotless, the beds were comfortable and check-in was effortless.',
    },
    {
      rating: 5,
      text: 'We loved every minute. The kitchen had everything we needed and the host left a handwritten list of their favourite cafés nearby.',
    },
    {
      rating: 4,
      text: 'Great location in {place} and a really comfortable flat. The street gets a little lively on weekend nights, so light sleepers may want earplugs.',
    },
    {
      rating: 5,
      text: 'Quick answers on WhatsApp, a smooth late check-out and fresh towels halfway through our week. Could not have asked for more.',
    },
    {
      rating: 4,
      text: 'Bright, clean and exactly as pictured. The stairs are steep with heavy luggage, but the view from the window made up for it.',
    },
    {
      rating: 5,
      text: 'Stayed here for a work trip: fast Wi-Fi, a proper desk and a quiet bedroom. I would happily book it again.',
    },
  ],
  ar: [
    {
      rating: 5,
      text: 'شقة رائعة ونظيفة جدًا، والموقع ممتاز وقريب من المطاعم والمواصلات. استقبلنا الفريق بلطف وأجاب عن كل أسئلتنا.',
    },
    {
      rating: 5,
      text: 'أقمنا مع العائلة خمس ليالٍ وكانت الشقة واسعة ومريحة، والمطبخ مجهز بكل ما نحتاجه. سنعود بالتأكيد.',
    },
    {
      rating: 4,
      text: 'المكان جميل والإطلالة رائعة، لكن الحي مزدحم قليلًا في عطلة نهاية الأسبوع. بشكل عام تجربة ممتازة.',
    },
    {
      rating: 5,
      text: 'التواصل عبر واتساب كان سريعًا جدًا، وتم ترتيب الوصول المتأخر دون أي مشكلة. أنصح بها بشدة.',
    },
    {
      rating: 4,
      text: 'الشقة نظيفة ومرتبة كما في الصور، والأسرّة مريحة. ضغط الماء في الحمام كان ضعيفًا بعض الشيء.',
    },
  ],
  ru: [
    {
      rating: 5,
      text: 'Прекрасная квартира: чисто, уютно и всё как на фотографиях. Заселение прошло быстро, на все вопросы отвечали в течение нескольких минут.',
    },
    {
      rating: 5,
      text: 'Отдыхали всей семьёй неделю. На кухне есть всё необходимое, рядом кафе и остановка. Обязательно вернёмся.',
    },
    {
      rating: 4,
      text: 'Отличное расположение и удобные кровати. По выходным на улице шумновато, но с закрытыми окнами почти не слышно.',
    },
    {
      rating: 5,
      text: 'Очень понравилось! Хозяева разрешили поздний выезд и подсказали, где вкусно поужинать. Рекомендую.',
    },
    {
      rating: 3,
      text: 'Квартира хорошая, но Wi-Fi работал с перебоями, а кондиционер в спальне шумел. Команда быстро откликнулась на жалобу.',
    },
    {
      rating: 4,
      text: 'Светлая и просторная квартира с красивым видом. Лестница крутая, с чемоданами было непросто, но оно того стоило.',
    },
  ],
};
