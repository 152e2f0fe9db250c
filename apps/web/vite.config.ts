import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // `npm run dev -w apps/web` beside `npm start`: the API, its websocket and the runtime configuration.
    proxy: { '/graphql': { target: 'http://localhost:4000', ws: true }, '/config.json': 'http://localhost:4000', '/uploads': 'http://localhost:4000' },
  },
});
