import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DASHBOARD_JS_BUDGET_KB,
  LANDING_JS_BUDGET_KB,
  measureWebMetrics,
  type WebMetrics,
} from '../../scripts/bench/web-metrics';
import { registerMember, uniqueSurname } from '@momstride/testing';

/**
 * The first view's JavaScript budgets (gzip), measured like `npm run bench -- web` does. The timings are the
 * bench's to report, not a test's to judge: here they only have to be real measurements.
 */
describe('first-view budget', () => {
  let metrics: WebMetrics;

  beforeAll(async () => {
    const gatewayUrl = inject('gatewayUrl');
    const member = await registerMember({ firstName: 'Budget', lastName: uniqueSurname('Budget') });
    metrics = await measureWebMetrics(gatewayUrl, { email: member.email, password: member.password });
  }, 180_000);

  it(`the guest landing page loads at most ${LANDING_JS_BUDGET_KB} KB of JavaScript (gzip)`, () => {
    expect(
      metrics.landingJsGzipKB,
      `landing page: ${metrics.landingJsGzipKB.toFixed(1)} KB of JavaScript (gzip), budget ${LANDING_JS_BUDGET_KB} KB`,
    ).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
  });

  it(`a member's dashboard loads at most ${DASHBOARD_JS_BUDGET_KB} KB of JavaScript (gzip)`, () => {
    expect(
      metrics.dashboardJsGzipKB,
      `dashboard: ${metrics.dashboardJsGzipKB.toFixed(1)} KB of JavaScript (gzip), budget ${DASHBOARD_JS_BUDGET_KB} KB; by file: ${metrics.dashboardJsFiles
        .map((file) => `${file.path} ${file.kb.toFixed(1)}`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET_KB);
  });

  it('measures the landing LCP and the sign-in time', () => {
    for (const [name, value] of Object.entries({ landingLcpMs: metrics.landingLcpMs, signInToDashboardMs: metrics.signInToDashboardMs })) {
      expect(Number.isFinite(value) && value > 0, `${name} = ${value}`).toBe(true);
    }
  });
});
