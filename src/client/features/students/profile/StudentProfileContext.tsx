import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';

const StudentProfileDialog = lazy(() => import('./StudentProfileDialog'));

const OpenProfile = createContext<(studentId: number) => void>(() => {});

/** `#/students/{id}` (the link target of spec 02 §2, e.g. from an incoming e-mail) opens that profile. */
const PROFILE_HASH = /^#\/students\/(\d+)$/;

function idFromHash(): number | null {
  const match = PROFILE_HASH.exec(window.location.hash);
  return match ? Number(match[1]) : null;
}

/**
 * Holds the one student profile dialog of the admin area: any screen opens it with
 * useOpenStudentProfile(), and the address follows it (#/students/{id}), so the link can be shared
 * and Back closes it.
 */
export function StudentProfileProvider({ children }: { children: ReactNode }) {
  const [studentId, setStudentId] = useState<number | null>(idFromHash);
  useEffect(() => {
    const onHash = () => setStudentId(idFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const open = useCallback((id: number) => {
    window.history.pushState(
      null,
      '',
      `${window.location.pathname}${window.location.search}#/students/${id}`,
    );
    setStudentId(id);
  }, []);
  const close = useCallback(() => {
    if (PROFILE_HASH.test(window.location.hash)) {
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    }
    setStudentId(null);
  }, []);
  return (
    <OpenProfile.Provider value={open}>
      {children}
      {studentId !== null && (
        <Suspense fallback={null}>
          <StudentProfileDialog studentId={studentId} onClose={close} />
        </Suspense>
      )}
    </OpenProfile.Provider>
  );
}

/** Opens a student's profile dialog from anywhere inside the admin area. */
export const useOpenStudentProfile = () => useContext(OpenProfile);
