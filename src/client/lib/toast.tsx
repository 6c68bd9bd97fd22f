import { useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, GlobalStyles, Portal, Snackbar } from '@mui/material';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TOAST_DURATION_MS } from './uiConstants';

export interface ToastInput {
  title: string;
  description?: string;
  /** destructive: it failed; warning: nothing failed but nothing was done as asked (a duplicate). */
  variant?: 'default' | 'destructive' | 'warning';
  duration?: number;
}

type Toast = ToastInput & { id: number };

interface ToastApi {
  toast: (toast: ToastInput) => void;
  /** Closes the toast on screen: a toast about a form ends with that form (e.g. after signing in). */
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi>({ toast: () => {}, dismiss: () => {} });

const SWIPE_DISMISS_PX = 50;

const SEVERITY = { default: 'success', destructive: 'error', warning: 'warning' } as const;

/** The toast's distance from the bottom edge (MUI's Snackbar offset) plus a gap above it. */
const TOAST_CLEARANCE_PX = 32;

/**
 * While a toast shows, every open dialog keeps its controls above it (issue 28: on a phone the toast
 * covered Leave Waitlist for 5 s): the dialog's paper gets a bottom padding as tall as the toast and its
 * offset, so its actions move up out of the toast's band. A dialog is centred or full screen, so
 * nothing of it but that empty padding can be under a toast anchored at the bottom.
 */
const DIALOGS_CLEAR_OF_TOAST = {
  'body[data-toast="open"] .MuiDialog-paper': {
    paddingBottom: 'var(--toast-space, 0px)',
    transition: 'padding-bottom 150ms ease-out',
  },
} as const;

/** Publishes the toast's height while it is open (see DIALOGS_CLEAR_OF_TOAST). */
function useToastSpace(element: HTMLElement | null, open: boolean) {
  useEffect(() => {
    const body = document.body;
    if (!open || !element) {
      delete body.dataset.toast;
      return;
    }
    const publish = () => {
      body.style.setProperty('--toast-space', `${element.offsetHeight + TOAST_CLEARANCE_PX}px`);
      body.dataset.toast = 'open';
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete body.dataset.toast;
    };
  }, [element, open]);
}

/** One toast at a time (a new one replaces the old), 5 s by default, swipe right or F8 to reach it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);
  const swipeStart = useRef<number | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const [toastElement, setToastElement] = useState<HTMLDivElement | null>(null);
  useToastSpace(toastElement, open);
  const alertRef = useCallback((el: HTMLDivElement | null) => {
    region.current = el;
    setToastElement(el);
  }, []);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({ ...input, id: nextId.current++ });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      <GlobalStyles styles={DIALOGS_CLEAR_OF_TOAST} />
      {children}
      {/* Portalled to <body> when it opens, so an open dialog's aria-hidden does not hide it. */}
      <Portal>
        <Snackbar
          key={current?.id}
          open={open}
          autoHideDuration={current?.duration ?? TOAST_DURATION_MS}
          onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert
            ref={alertRef}
            tabIndex={-1}
            role={current?.variant === 'destructive' ? 'alert' : 'status'}
            severity={SEVERITY[current?.variant ?? 'default']}
            variant="filled"
            onClose={() => setOpen(false)}
            closeText={t`Close`}
            onPointerDown={(e) => {
              swipeStart.current = e.clientX;
            }}
            onPointerUp={(e) => {
              if (swipeStart.current !== null && e.clientX - swipeStart.current > SWIPE_DISMISS_PX)
                setOpen(false);
              swipeStart.current = null;
            }}
            sx={{ minWidth: 280, maxWidth: 420 }}
          >
            <AlertTitle>{current?.title}</AlertTitle>
            {current?.description}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
