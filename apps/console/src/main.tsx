import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/console.css';
import { createQueryClient } from './app/query-client.ts';
import { createConsoleRouter } from './app/router.tsx';
import { initI18n } from './shared/i18n.ts';
import { StaffProvider } from './shared/staff.tsx';

const queryClient = createQueryClient();

async function start(container: HTMLElement): Promise<void> {
  await initI18n();
  const router = createConsoleRouter();
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaffProvider>
          <RouterProvider router={router} />
        </StaffProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start(document.getElementById('root')!);
