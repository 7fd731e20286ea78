import { LANGUAGES } from '../../../platform/i18n/languages';
import { renderBrandedMail } from '../../../platform/mail/branded-mail';
import { twoFactorMail, type TwoFactorMailKind } from './two-factor-mails';

const KINDS: TwoFactorMailKind[] = ['enabled', 'disabled', 'reset', 'recovery_code_used'];
const SITE = 'https://costa.example';

describe('two-step verification notices', () => {
  it.each(LANGUAGES.flatMap((language) => KINDS.map((kind) => [kind, language] as const)))(
    'tell of %s in %s, greeting formally, with no link or code',
    async (kind, language) => {
      const content = twoFactorMail({ kind, language, name: 'Olga', fullName: 'Olga Petrova', remaining: 3 });
      const { html, text } = await renderBrandedMail(content, SITE);
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(text.split('\n')).toContain(content.greeting);
      expect(content.action).toBeUndefined();
    },
  );

  it.each([
    ['es', 1, 'Le queda 1 código.'],
    ['es', 9, 'Le quedan 9 códigos.'],
    ['ru', 21, 'У вас остался 21 код.'],
    ['ru', 2, 'У вас осталось 2 кода.'],
    ['ru', 5, 'У вас осталось 5 кодов.'],
    ['de', 1, 'Ihnen bleibt 1 Code.'],
    ['mk', 9, 'Ви остануваат 9 кодови.'],
  ] as const)('counts the recovery codes left in %s (%i)', (language, remaining, line) => {
    const content = twoFactorMail({
      kind: 'recovery_code_used',
      language,
      name: 'Olga',
      fullName: 'Olga Petrova',
      remaining,
    });
    expect(content.paragraphs.join('\n')).toContain(line);
  });
});
