const DOT = '•';

/** An address as an admin sees it: the first letter of the mailbox and the domain (`m•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${DOT}${DOT}${DOT}`;
  return `${email[0]}${DOT}${DOT}${DOT}${email.slice(at)}`;
}

/**
 * A phone as an admin sees it: the first three digits (the country code and the first digit of the number)
 * and the last two, the rest as dots, spaces kept (`+34 612 345 612` -> `+34 6•• ••• •12`).
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  const keepStart = digits >= 7 ? 3 : 0;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= keepStart || seen > digits - 2 ? digit : DOT;
  });
}
