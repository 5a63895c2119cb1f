import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// one config: the app build plus the three vitest projects (unit | component | e2e)
export default defineConfig({
  plugins: [react()],
  // relative base so the static build works from any folder on any web server
  base: './',
  build: { target: 'es2022', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // the core must not need a DOM
          environment: 'node',
          setupFiles: ['test/preloadCatalogs.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/preloadCatalogs.ts', 'test/setup.ts'],
          // whole screens re-render in jsdom on every step; 2 shared cores need headroom
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // one browser at a time on a 2-core machine
          fileParallelism: false,
        },
      },
    ],
  },
})
