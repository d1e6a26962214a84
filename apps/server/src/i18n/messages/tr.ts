import type { Messages } from '../translate.ts';

export const tr: Messages = {
  'error.generic': 'Bir hata oluştu. Lütfen tekrar deneyin.',
  'error.validation_failed': 'Bazı alanlar geçersiz. Lütfen kontrol edip tekrar deneyin.',
  'error.not_found': 'İstenen kayıt bulunamadı.',
  'error.unauthorized': 'Devam etmek için lütfen giriş yapın.',
  'error.forbidden': 'Bu işlem için yetkiniz yok.',
  'error.rate_limited': 'Çok fazla istek gönderildi. Lütfen {seconds} saniye bekleyip tekrar deneyin.',
  'error.invalid_json': 'İstek gövdesi geçerli bir JSON değil.',
  'error.bad_url': 'Bu adres geçerli değil.',
  'error.text_nul_character': 'Bu metin izin verilmeyen bir karakter içeriyor.',
  'error.unsupported_media_type': 'Bu içerik türü desteklenmiyor. Lütfen JSON gönderin.',
  'error.payload_too_large': 'İstek çok büyük.',
  'error.request_timeout': 'İstek zamanında tamamlanmadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'error.headers_too_large': 'İsteğin başlıkları çok büyük.',
  'error.bad_request': 'İstek okunamadı.',
  'error.missing_host': 'İstekte Host başlığı eksik.',
  'error.method_not_allowed': 'Bu yöntem burada kullanılamaz.',
  'error.service_unavailable': 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
  'error.calendar_range_reversed': 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  'error.calendar_range_too_long': 'Takvim bir seferde en fazla 400 gün gösterebilir.',
  'error.calendar_timeline_too_long': 'Takvim bir seferde en fazla 120 gün gösterir.',
  'error.calendar_timeline_beyond_dates': 'Takvim 9999 yılından sonraki günleri gösteremez.',
  'error.calendar_apartments_repeated': 'Her daireyi yalnızca bir kez seçin.',
  'error.calendar_apartment_unknown': 'Bu daire bulunamadı.',
  'error.calendar_days_in_past': 'Bugünden ({date}) önceki günler değiştirilemez.',
  'error.calendar_close_booked':
    'Bu günler kapatılamaz: {count} rezervasyonun bu günlerde gecesi var, ilki {reservationNumber} ({guestName}, {checkIn} – {checkOut}). Önce bu rezervasyonları iptal edin ya da taşıyın.',
  'error.stay_invalid_date': 'Lütfen geçerli giriş ve çıkış tarihleri seçin.',
  'error.stay_check_in_in_past': 'Giriş tarihi geçmişte.',
  'error.stay_check_out_not_after_check_in': 'Çıkış tarihi giriş tarihinden sonra olmalıdır.',
  'error.stay_too_long': 'Konaklamalar en fazla {maxNights} gece olabilir.',
  'error.stay_closed_nights': 'Bu daire {dates} tarihlerinde müsait değil.',
  'error.stay_min_stay':
    'Bu daire {date} tarihinden itibaren en az {minStayNights} gece konaklama gerektirir.',
  'error.guests_invalid_count': 'Lütfen geçerli bir misafir sayısı girin.',
  'error.guests_adult_required': 'En az bir yetişkin gereklidir.',
  'error.guests_age_groups': 'Lütfen her çocuğun yaş grubunu belirtin.',
  'error.guests_too_many': 'Bu daire en fazla {maxCapacity} misafir ağırlayabilir.',
  'error.guests_too_many_adults': 'Bu daire en fazla {maxAdults} yetişkin ağırlayabilir.',
  'error.guests_too_many_children': 'Bu daire en fazla {maxChildren} çocuk ağırlayabilir.',
  'error.guests_too_many_infants': 'Bu daire en fazla {maxInfants} bebek ağırlayabilir.',
  'error.pricing_nothing_to_change':
    'Değiştirilecek en az bir alan seçin: fiyat, orijinal fiyat, minimum konaklama veya kapalı.',
  'error.pricing_original_not_above_price': 'Orijinal fiyat, fiyattan yüksek olmalıdır.',
  'error.listing_not_found': 'İlan bulunamadı.',
  'error.document_not_found': 'Belge bulunamadı.',
  'error.legal_content_empty': 'Belge metni boş olamaz; izin verilen HTML etiketleriyle bir metin girin.',
  'error.stay_dates_incomplete': 'Lütfen hem giriş hem çıkış tarihi seçin.',
  'error.stay_longer_than_allowed': 'Konaklamalar en fazla 30 gece olabilir.',
  'error.children_ages_invalid':
    'Çocuk yaşları 0 ile 17 arasındaki yaşlardan oluşan bir liste olmalıdır, örneğin [4,1].',
  'error.children_ages_mismatch': 'Lütfen her çocuğun yaşını belirtin.',
  'error.email_invalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'error.name_too_short': 'Ad soyad en az 2 karakter olmalıdır.',
  'error.name_too_long': 'Ad soyad en fazla 100 karakter olabilir.',
  'error.password_too_short': 'Şifre en az 6 karakter olmalıdır.',
  'error.password_too_long': 'Şifre en fazla 128 karakter olabilir.',
  'error.password_required': 'Lütfen şifrenizi girin.',
  'error.phone_country_code_required': 'Lütfen bir ülke kodu seçin.',
  'error.phone_at_least': 'Telefon numarası en az {digits} haneli olmalıdır.',
  'error.phone_at_most': 'Telefon numarası en fazla {digits} haneli olabilir.',
  'error.phone_invalid_format': 'Telefon numarası formatı geçersiz.',
  'error.verification_code_format': 'Lütfen 6 haneli kodu girin.',
  'error.nothing_to_update': 'Lütfen en az bir alanı değiştirin.',
  'error.delete_confirmation_mismatch': 'Lütfen onay ifadesini gösterildiği gibi yazın.',
  'error.invalid_credentials': 'E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edin.',
  'error.captcha_required': 'Devam etmek için lütfen güvenlik doğrulamasını tamamlayın.',
  'error.captcha_failed': 'Güvenlik doğrulaması başarısız oldu. Lütfen tekrar deneyin.',
  'error.too_many_login_attempts':
    'Çok fazla başarısız deneme. Lütfen {minutes} dakika sonra tekrar deneyin.',
  'error.email_not_verified': 'Lütfen size gönderdiğimiz kodla e-posta adresinizi doğrulayın.',
  'error.email_exists': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  'error.code_expired': 'Kodun süresi doldu. Lütfen yeni bir kod isteyin.',
  'error.code_invalid': 'Kod hatalı. {remaining} deneme hakkınız kaldı.',
  'error.code_too_many_attempts': 'Çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
  'error.email_already_verified': 'Bu e-posta adresi zaten doğrulanmış. Lütfen giriş yapın.',
  'error.verification_session_expired':
    'Doğrulama oturumunun süresi doldu. Yeni kod almak için lütfen tekrar giriş yapın.',
  'error.resend_too_soon': 'Yeni kod istemeden önce lütfen {seconds} saniye bekleyin.',
  'error.code_not_sent': 'Kod gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
  'error.wrong_password': 'Mevcut şifreniz hatalı.',
  'error.password_not_set': 'Bu hesap Google ile giriş yapıyor; değiştirilecek bir şifresi yok.',
  'error.invalid_reset_token': 'Bu bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  'error.google_sign_in_expired':
    'Bu Google girişinin süresi doldu ya da daha önce kullanıldı. Lütfen yeniden giriş yapın.',
  'error.google_sign_in_other_browser':
    'Bu Google girişi bu tarayıcıda başlatılmadı; güvenliğiniz için reddedildi. Lütfen yeniden giriş yapın.',
  'error.google_account_unavailable': 'Bu hesap artık kullanılamıyor.',
  'error.account_has_active_reservations': 'Aktif rezervasyonlarınız varken hesabınız silinemez.',
  'error.account_has_non_cancellable_reservations':
    'Hesabınız silinemez: bazı rezervasyonlar iptal edilemiyor.',
  'auth.registered': 'Hesabınız oluşturuldu. {email} adresine 6 haneli bir kod gönderdik.',
  'auth.code_sent': '{email} adresine yeni bir 6 haneli kod gönderdik.',
  'auth.logged_out': 'Çıkış yaptınız.',
  'auth.profile_updated': 'Profiliniz güncellendi.',
  'auth.password_changed': 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlar kapatıldı.',
  'auth.reset_link_sent': 'Bu e-posta adresine ait bir hesap varsa şifre sıfırlama bağlantısı gönderdik.',
  'auth.password_reset': 'Şifreniz sıfırlandı. Lütfen yeni şifrenizle giriş yapın.',
  'auth.account_deleted': 'Hesabınız silindi.',
  // Reservations (issue 5).
  'error.terms_not_accepted': 'Lütfen koşulları ve ön bilgilendirme formunu kabul edin.',
  'error.audit_action_invalid': 'İşlem adı yalnızca küçük harf, alt çizgi ve nokta içerebilir.',
  'error.country_invalid': 'Lütfen geçerli bir ülke seçin.',
  'error.reservation_listing_required': 'Lütfen rezervasyon yapılacak daireyi veya turu seçin.',
  'error.idempotency_key_invalid': 'Idempotency-Key başlığı geçerli değil.',
  'error.idempotency_key_reused':
    'Bu istek anahtarı başka bir rezervasyon için kullanıldı. Lütfen sayfayı yenileyip tekrar deneyin.',
  'error.reservation_not_found': 'Rezervasyon bulunamadı.',
  'error.receipt_too_large':
    'Dekont {megabytes} MB’tan büyük. Lütfen daha küçük bir dosya ya da bir fotoğraf gönderin.',
  'error.receipt_type_refused':
    'Bu dosya PDF, JPEG, PNG, WebP veya HEIC değil. Lütfen dekontu bu biçimlerden birinde gönderin.',
  'error.receipt_empty': 'Dosya boş. Lütfen dekontu yeniden seçin.',
  'error.receipt_not_expected':
    'Bu rezervasyon için dekont beklenmiyor: ödemesi bekleyen bir havale rezervasyonu değil.',
  'error.receipt_not_found': 'Bu rezervasyon için dekont gönderilmedi.',
  'error.dates_taken': 'Seçtiğiniz tarihler artık müsait değil. Lütfen başka tarihler seçin.',
  'error.tour_full': 'Bu kalkışta yeterli yer kalmadı. Kalan yer: {placesLeft}.',
  'error.tour_date_closed': 'Bu tur için bu gün yeni rezervasyona kapatıldı. Lütfen başka bir gün seçin.',
  'error.tour_day_past': 'Geçmiş bir tur günü kapatılamaz veya yeniden açılamaz.',
  'error.tour_departure_in_past':
    'Bu kalkış saati geçti. Lütfen daha ileri bir tarih veya başlangıç saati seçin.',
  'error.tour_not_running':
    'Tur {date} tarihinde yapılmıyor. Lütfen takvimde gösterilen günlerden birini seçin.',
  'error.tour_start_time_unknown':
    'Bu tur {startTimes} saatlerinde başlar. Lütfen bu başlangıç saatlerinden birini seçin.',
  'error.tour_start_time_required': 'Lütfen turun başlangıç saatini seçin.',
  'error.tour_start_time_invalid': 'Başlangıç saati geçerli değil.',
  'error.tour_refundable_too_late':
    'İade edilebilir rezervasyon için tura en az 7 gün olmalı. Lütfen iade edilemez seçeneği seçin.',
  'error.departures_range_reversed': 'Dönemin sonu başlangıcından önce olamaz.',
  'error.departures_range_too_long': 'Kalkışlar bir seferde en fazla 62 gün için sorgulanabilir.',
  'error.refundable_too_late':
    'İade edilebilir rezervasyon için girişe en az 7 gün olmalı. Lütfen iade edilemez seçeneği seçin.',
  'card.failure.three_ds':
    '3-D Secure doğrulaması başarısız: bankanız ödemeyi onaylamadı. Kartınızdan para çekilmedi.',
  'card.failure.insufficient_funds':
    'Kart yetersiz bakiye veya limit nedeniyle reddedildi. Kartınızdan para çekilmedi.',
  'card.failure.declined':
    'Bankanız kartı reddetti. Kartınızdan para çekilmedi; başka bir kart deneyebilirsiniz.',
  'card.failure.expired': 'Ödeme sayfasının süresi ödeme tamamlanmadan doldu. Kartınızdan para çekilmedi.',
  'card.failure.other': 'Kartla ödeme gerçekleşmedi. Kartınızdan para çekilmedi.',
  'card.pending':
    'Ödeme hizmetinden henüz yanıt gelmedi. Ödediyseniz rezervasyonunuz birkaç dakika içinde onaylanır.',
  'card.refunded':
    'Ödemeniz 15 dakikalık tutma süresi bittikten sonra ulaştı ve tarihler bu arada başkasına verildi; tutarın tamamı kartınıza iade ediliyor.',
  'error.card_checkout_unavailable':
    'Bu rezervasyon şu anda kartla ödenemez: kart ödemesi beklemiyor ya da 15 dakikalık tutma süresi doldu.',
  'error.card_gateway_unavailable':
    'Kart ödeme hizmetine şu anda ulaşılamıyor. Lütfen biraz sonra yeniden deneyin ya da havale/EFT seçin.',
  'error.payment_method_unavailable':
    'Kartla ödeme henüz kullanılamıyor. Lütfen havale/EFT veya kapıda ödemeyi seçin.',
  'error.cancel_non_refundable': 'İade edilemez rezervasyonlar iptal edilemez.',
  'error.cancel_within_7_days':
    'Girişe 7 günden az kaldığı için bu rezervasyon artık iptal edilemez veya değiştirilemez.',
  'error.cancel_not_active': 'Bu rezervasyon zaten iptal edilmiş veya tamamlanmış.',
  'error.invalid_status_change': 'Rezervasyon durumu {from} iken {to} yapılamaz.',
  'error.amount_above_total': 'Ödenen tutar toplam tutardan fazla olamaz.',
  'error.refund_above_paid': 'İade tutarı ödenen tutardan fazla olamaz.',
  'error.refunded_above_refund': 'İade edilen tutar, iade edilecek tutardan fazla olamaz.',
  'error.refund_needs_cancellation': 'İade yalnızca iptal edilmiş bir rezervasyon için kaydedilebilir.',
  'reservation.default_cancel_reason': 'Müşteri talebi',
  'reservation.system_cancel_reason': 'Havale dekontu 24 saat içinde ulaşmadı',
  'reservation.admin_withdrawn_reason': 'Konak tarafından iptal edildi',
  // Ev sahipleri sayfası (issue 6).
  'error.owner_district_required': 'Lütfen mülkün bulunduğu ilçeyi seçin.',
  'error.owner_property_type_required': 'Lütfen mülkün türünü seçin.',
  'error.owner_bedrooms_invalid': 'Lütfen yatak odası sayısını seçin (stüdyo için 0, en fazla 20).',
  'error.owner_message_too_long': 'Mesaj en fazla 2000 karakter olabilir.',
  'error.owner_consent_required': 'Lütfen mülkünüzle ilgili sizinle iletişime geçmemize izin verin.',
  'error.owner_inquiries_rate_limited':
    'Son bir saat içinde bu bağlantıdan birkaç başvuru gönderdiniz. Lütfen {minutes} dakika sonra tekrar deneyin ya da bizi arayın.',
  'owners.inquiry_received':
    'Teşekkürler {name}. Başvurunuzu aldık; bir iş günü içinde sizinle iletişime geçeceğiz.',
  // Değerlendirmeler (issue 6 point 6).
  'error.review_rating_invalid': 'Lütfen 1 ile 5 yıldız arasında bir puan seçin.',
  'error.review_text_too_short': 'Lütfen konaklamanız hakkında en az 10 karakter yazın.',
  'error.review_text_too_long': 'Bir değerlendirme en fazla 2000 karakter olabilir.',
  'error.review_reservation_invalid': 'Lütfen değerlendirmek istediğiniz konaklamayı seçin.',
  'error.review_not_found': 'Değerlendirme bulunamadı.',
  'error.review_stay_not_over':
    'Bir konaklamayı sona erdikten sonra değerlendirebilirsiniz. İptal edilen rezervasyonlar ve turlar değerlendirilemez.',
  'error.review_exists':
    'Bu konaklamayı zaten değerlendirdiniz. Bunun yerine değerlendirmenizi düzenleyebilirsiniz.',
  // Back office: guests, settings and maintenance mode (issue 14, decisions 072 and 073).
  'error.invalid_value': 'Bu değer geçerli değil.',
  'error.maintenance': 'Site bakım nedeniyle kısa bir süre kapalı. Lütfen birazdan tekrar deneyin.',
  'maintenance.title': 'Kısa süre içinde geri döneceğiz',
  'maintenance.body':
    'Konak kısa bir bakım için kapalı. Rezervasyonlarınız güvende. Lütfen birkaç dakika sonra tekrar deneyin.',
  'error.account_disabled':
    'Bu hesap devre dışı bırakıldı. Bir yanlışlık olduğunu düşünüyorsanız lütfen bize ulaşın.',
  'error.guest_not_yourself': 'Bunu kendi hesabınıza uygulayamazsınız.',
  'error.guest_operator_protected':
    'Yönetici veya personel hesabını yalnızca bir yönetici devre dışı bırakabilir.',
  'error.guest_last_admin': 'Son yöneticiye başka bir rol verilemez.',
  'error.role_invalid': 'Lütfen üye, personel veya yönetici seçin.',
  'error.iban_invalid': 'Lütfen geçerli bir IBAN girin (kontrol basamakları uyuşmuyor).',
  'error.whatsapp_number_invalid':
    'Lütfen numarayı uluslararası biçimde rakamlarla girin, örn. 905321234567.',
  'error.guarantee_fee_percent_range': 'Güvence bedeli 15 ile 25 arasında tam bir yüzde olmalıdır.',
  'error.bank_details_incomplete': 'Banka adı, hesap sahibi ve IBAN birlikte girilir.',
  'error.bank_name_too_long': 'Banka adı en fazla 120 karakter olabilir.',
  'error.bank_holder_too_long': 'Hesap sahibi en fazla 120 karakter olabilir.',
  'error.maintenance_message_too_long': 'Bakım mesajı en fazla 500 karakter olabilir.',
  // Back office: reservations (issue 14).
  'error.approve_not_pay_at_door':
    'Yalnızca kapıda ödemeli rezervasyonlar onay bekler; bu rezervasyon ödemesiyle onaylanır.',
  'error.not_bank_transfer': 'Bu rezervasyon havale ile ödenmiyor.',
  'error.reservation_not_live':
    'Bu rezervasyon iptal edilmiş ya da tamamlanmış; artık bu şekilde değiştirilemez.',
  'error.amount_above_remaining': 'Tutar, kalan borçtan fazla.',
  'error.card_refund_not_owed':
    'Bu rezervasyonda karta iade edilecek bir tutar yok: iadesi bekleyen bir iptal değil ya da kartla ödenmemiş.',
  'error.refund_above_owed': 'İade, misafire borçlu olunan tutardan fazla.',
  'error.change_below_paid':
    'Yeni fiyat, misafirin ödediği tutarın altında. Farkı iptalden sonra iade olarak kaydedin ya da başka bir değişiklik seçin.',
  'error.change_listing_type': 'Bir tur rezervasyonu daireye taşınamaz.',
  'error.check_out_before_check_in': 'Misafirin çıkışını yapmadan önce girişini yapın.',
  'error.check_in_too_early': 'Misafirin girişi varış gününden itibaren yapılabilir.',
  'reservation.cancelled_for_guest_reason': 'Misafirin isteğiyle iptal edildi',
  'error.report_month_invalid': 'Ayı YYYY-AA biçiminde seçin.',
  'error.report_one_listing': 'Bir daire ya da bir tur seçin, ikisini birden değil.',
  'error.report_range_reversed': 'Son ay ilk aydan önce olamaz.',
  'error.report_range_too_long': 'Bir rapor en fazla {months} ayı kapsar.',
  'report.csv.month': 'Ay',
  'report.csv.type': 'Tür',
  'report.csv.listing': 'İlan',
  'report.csv.apartment': 'Daire',
  'report.csv.tour': 'Tur',
  'report.csv.nights_sold': 'Satılan gece',
  'report.csv.available_nights': 'Müsait gece',
  'report.csv.occupancy': 'Doluluk (%)',
  'report.csv.average_daily_rate': 'Ortalama günlük fiyat (EUR)',
  'report.csv.revenue': 'Gelir (EUR)',
  'report.csv.guarantee_fees_kept': 'Alıkonan garanti ücreti (EUR)',
  'report.csv.refunds': 'İadeler (EUR)',
  'report.csv.cancellations': 'İptaller',
  'report.csv.reservations': 'Rezervasyonlar',
  'report.csv.people': 'Kişi',
  'report.csv.total': 'Toplam',
};
