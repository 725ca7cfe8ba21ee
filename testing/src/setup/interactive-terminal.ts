/**
 * Vitest setup file (runs in every test worker before a test file's imports). The CLI's Ink screens are
 * tested as a person sees them on a terminal; Ink decides once, when it is first imported, whether it runs on
 * CI and then prints only each app's final frame. CI machines set CI=true, so it is cleared for the tests.
 */
process.env.CI = 'false';
process.env.CONTINUOUS_INTEGRATION = 'false';
