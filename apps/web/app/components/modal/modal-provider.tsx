import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { QuickViewProps } from '../../features/quick-view/quick-view-props';

/**
 * The app's modal names and the props each one is opened with (`undefined`: none). A feature that adds a
 * modal adds its name here and its component in app/modals.ts.
 */
export type ModalPropsByName = {
  login: undefined;
  'quick-view': QuickViewProps;
};

export type ModalName = keyof ModalPropsByName;

type PropsOf<N extends ModalName> = ModalPropsByName[N] extends undefined ? object : ModalPropsByName[N];

/** A registered modal renders its content inside the shared dialog frame and must render a <ModalTitle>. */
export type ModalComponent<N extends ModalName> = ComponentType<PropsOf<N> & { close: () => void }>;

export type ModalRegistry = { [N in ModalName]?: ModalComponent<N> };

type OpenArguments<N extends ModalName> = ModalPropsByName[N] extends undefined
  ? []
  : [props: ModalPropsByName[N]];

export type ModalControls = {
  /** Opens a registered modal, replacing the one that is open (login → register → back). */
  open: <N extends ModalName>(name: N, ...props: OpenArguments<N>) => void;
  close: () => void;
  /** Whether a modal is registered: triggers for a missing modal must not be shown. */
  isAvailable: (name: ModalName) => boolean;
  openModal: ModalName | null;
};

const ModalContext = createContext<ModalControls | null>(null);

// Radix Dialog (~14 KB gzip) loads with the first modal, not with the page.
const ModalFrame = lazy(() => import('./modal-frame'));

export function ModalProvider({ modals, children }: { modals: ModalRegistry; children: ReactNode }) {
  const [current, setCurrent] = useState<{ name: ModalName; props: object } | null>(null);

  const controls = useMemo<ModalControls>(
    () => ({
      open: (name, ...props) => {
        if (!modals[name]) throw new Error(`No modal is registered as "${name}"`);
        setCurrent({ name, props: props[0] ?? {} });
      },
      close: () => setCurrent(null),
      isAvailable: (name) => modals[name] !== undefined,
      openModal: current?.name ?? null,
    }),
    [modals, current?.name],
  );

  const Content = current
    ? (modals[current.name] as ComponentType<{ close: () => void }> | undefined)
    : undefined;

  return (
    <ModalContext value={controls}>
      {children}
      {current && Content && (
        <Suspense fallback={null}>
          <ModalFrame onClose={controls.close}>
            <Content key={current.name} {...current.props} close={controls.close} />
          </ModalFrame>
        </Suspense>
      )}
    </ModalContext>
  );
}

export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModal needs a <ModalProvider> above it');
  return controls;
}
