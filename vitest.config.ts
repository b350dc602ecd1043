import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // generous: the CLI tests spawn the built bin dozens of times, and CI machines have 2 cores
    testTimeout: 120_000,
  },
});
