import { DEMO, es, signIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, waitForPage } from './support/fixtures';

const p = (key: string) => es('previews', key);

test.use({ viewport: { width: 1440, height: 900 } });

test('a visitor is asked to register on a preview; a signed-in client is led to the full catalogue', async ({
  page,
}) => {
  await page.goto('/properties-preview');
  await waitForPage(page);
  const teasers = page.getByRole('region', { name: p('properties.gridHeading') }).getByRole('listitem');
  await expect(page.getByRole('heading', { level: 2, name: p('prompt.title') })).toBeVisible();
  await expect(teasers).toHaveCount(4);
  await expect(teasers.getByRole('button', { name: es('common', 'locked.registerToRequest') })).toHaveCount(
    4,
  );

  await signIn(page, DEMO.user.email, DEMO.user.password);
  await expect(page.getByRole('heading', { level: 2, name: p('member.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: p('prompt.title') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: p('prompt.action') })).toHaveCount(0);
  await expect(page.getByText(p('card.hiddenDetails'))).toHaveCount(0);
  await expect(teasers.getByRole('button', { name: es('common', 'locked.registerToRequest') })).toHaveCount(
    0,
  );
  const open = teasers.getByRole('link', { name: p('card.open') });
  await expect(open).toHaveCount(4);
  await expect(open.first()).toHaveAttribute('href', /^\/property\/[a-z0-9-]+$/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: p('properties.memberAction') }).click();
  await expect(page).toHaveURL(/\/properties$/);

  for (const kind of ['services', 'experiences'] as const) {
    await page.goto(`/${kind}-preview`);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 2, name: p('member.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: p(`${kind}.memberAction`) })).toHaveAttribute(
      'href',
      `/${kind}`,
    );
    await expect(page.getByRole('button', { name: es('common', 'locked.registerToRequest') })).toHaveCount(0);
  }
});
