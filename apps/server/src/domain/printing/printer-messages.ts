/** Turkish answers of the printer routes and the print worker (issue 33); English in lib/english. */
export const PRINTER_MESSAGES = {
  notFound: 'Yazıcı bulunamadı',
  addressNotLocal: (host: string) =>
    `${host} yerel ağda bir adres değil; yazıcı yalnızca işletmenin ağındaki bir adreste (192.168.x.x, 10.x.x.x, 172.16–31.x.x) olabilir`,
  loopbackRefused: (host: string) =>
    `${host} bu sunucunun kendisi; yalnızca sanal yazıcının portlarında kullanılabilir`,
  unreachable: (address: string, reason: string) =>
    `${address} adresindeki yazıcı yanıt vermiyor (${reason}). Yazıcının açık ve ağa bağlı olduğunu, adresi ve portu kontrol edin.`,
  timedOut: 'zaman aşımı',
  refused: 'bağlantı reddedildi',
  hungUp: 'yazıcı bağlantıyı kapattı',
  archived: 'Yazıcı kaldırıldı',
} as const;
