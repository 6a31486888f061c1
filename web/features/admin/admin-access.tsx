import { useDisclosure } from '@mantine/hooks';
import { createContext, lazy, useContext, type ReactNode } from 'react';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

// The sign-in form's code (fields, validation) loads when a visitor first asks for it.
const AdminAccessDialog = lazy(withMantineTheme(() => import('./AdminAccessDialog.tsx').then((m) => m.AdminAccessDialog)));

const OpenAdminAccessContext = createContext<(() => void) | null>(null);

/**
 * Holds the one 'Admin Access' dialog of the page frame. The header shows its Admin button twice (the
 * desktop bar and the mobile menu, which unmounts when it closes), so the dialog cannot live in a button.
 */
export function AdminAccessProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <OpenAdminAccessContext.Provider value={open}>
      {children}
      <WhenOpened opened={opened}>{(shown) => <AdminAccessDialog opened={shown} onClose={close} />}</WhenOpened>
    </OpenAdminAccessContext.Provider>
  );
}

/** Opens the 'Admin Access' dialog. */
export function useOpenAdminAccess(): () => void {
  const open = useContext(OpenAdminAccessContext);
  if (!open) throw new Error('useOpenAdminAccess needs an AdminAccessProvider');
  return open;
}
