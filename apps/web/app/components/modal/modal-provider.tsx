import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useMemo,
  useState,
} from 'react';
// The frame (and Radix with it) still loads with the first modal; its placeholder is in the page's bundle.
import type { ModalFrameVariant } from './modal-frame-classes';
import { ModalPlaceholder } from './modal-placeholder';
import type { QuickViewProps } from './quick-view-props';
import type { ReservationSuccessProps } from './reservation-success-props';

/**
 * The app's modal names and the props each one is opened with (`undefined`: none). A feature that adds a
 * modal adds its name here and its component in app/modals.ts.
 */
export type ModalPropsByName = {
  /** `returnTo`: the page to go to after signing in (a guarded page the guest was sent away from). */
  login: { returnTo?: string } | undefined;
  'forgot-password': undefined;
  register: { returnTo?: string } | undefined;
  /** The code step after registering, or after a login refused because the e-mail is not verified yet. */
  'verify-email': { tempToken: string; email: string; returnTo?: string };
  /** Terms of Service and Privacy Policy, to read (the registration form shows them in accept mode itself). */
  terms: undefined;
  'quick-view': QuickViewProps;
  /** After booking: the reservation number, a 7-second countdown, then the WhatsApp hand-off (spec §2, §4). */
  'reservation-success': ReservationSuccessProps;
  /** Cookie consent categories, from the banner's Settings and the footer's Cookie settings (decision 041). */
  'cookie-settings': undefined;
};

export type ModalName = keyof ModalPropsByName;

type PropsOf<N extends ModalName> = [Exclude<ModalPropsByName[N], undefined>] extends [never]
  ? object
  : Exclude<ModalPropsByName[N], undefined>;

/** A registered modal renders its content inside the shared dialog frame and must render a <ModalTitle>. */
export type ModalComponent<N extends ModalName> = ComponentType<PropsOf<N> & { close: () => void }>;

/** A modal's component, or the component with the frame variant it needs (e.g. the wide quick view). */
export type ModalRegistration<N extends ModalName> =
  | ModalComponent<N>
  | { component: ModalComponent<N>; frame: ModalFrameVariant };

export type ModalRegistry = { [N in ModalName]?: ModalRegistration<N> };

// Loosely typed on purpose: `open` already tied the props to the name, the frame only passes them through.
function registrationParts(registration: ModalRegistry[ModalName]): {
  Content: ComponentType<{ close: () => void }> | undefined;
  frame: ModalFrameVariant;
} {
  if (registration && 'component' in registration) {
    return {
      Content: registration.component as ComponentType<{ close: () => void }>,
      frame: registration.frame,
    };
  }
  return { Content: registration as ComponentType<{ close: () => void }> | undefined, frame: 'default' };
}

// Props that may be undefined are optional when opening: `open('login')` and `open('login', { returnTo })`.
type OpenArguments<N extends ModalName> = undefined extends ModalPropsByName[N]
  ? [props?: ModalPropsByName[N]]
  : [props: ModalPropsByName[N]];

export type ModalControls = {
  /** Opens a registered modal, replacing the one that is open (login → register → back). */
  open: <N extends ModalName>(name: N, ...props: OpenArguments<N>) => void;
  close: () => void;
  /** Whether a modal is registered: triggers for a missing modal must not be shown. */
  isAvailable: (name: ModalName) => boolean;
};

const ModalContext = createContext<ModalControls | null>(null);

// Radix Dialog (~14 KB gzip) loads with the first modal, not with the page.
const ModalFrame = lazy(() => import('./modal-frame'));

export function ModalProvider({ modals, children }: { modals: ModalRegistry; children: ReactNode }) {
  // `opening` counts opens while a modal is showing, so opening it again (another apartment's quick view)
  // mounts fresh content instead of keeping the previous one's state.
  const [current, setCurrent] = useState<{ name: ModalName; props: object; opening: number } | null>(null);

  const controls = useMemo<ModalControls>(
    () => ({
      open: (name, ...props) => {
        if (!modals[name]) throw new Error(`No modal is registered as "${name}"`);
        // A transition keeps the open modal on screen while the next one's code loads: suspending in place would
        // hide the dialog meanwhile, and its focus trap would hand focus back to the page (register → code step).
        startTransition(() =>
          setCurrent((previous) => ({ name, props: props[0] ?? {}, opening: (previous?.opening ?? 0) + 1 })),
        );
      },
      close: () => setCurrent(null),
      isAvailable: (name) => modals[name] !== undefined,
    }),
    // Stable while modals open and close: a changing context would reach the home page's islands while they
    // are still server HTML waiting for their code, and React would drop that HTML (decision 013).
    [modals],
  );

  const { Content, frame } = registrationParts(current ? modals[current.name] : undefined);

  return (
    <ModalContext value={controls}>
      {children}
      {current && Content && (
        <Suspense fallback={<ModalPlaceholder variant={frame} onClose={controls.close} />}>
          <ModalFrame onClose={controls.close} variant={frame}>
            <Content key={`${current.name}-${current.opening}`} {...current.props} close={controls.close} />
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
