import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET_PX, type ToastPosition } from './toast-position';
import { subscribeToToastCommands, type ToastCommand, takePendingToastCommands } from './toast-queue';

function apply(command: ToastCommand): void {
  if (command.kind === 'dismiss') {
    sonnerToast.dismiss(command.id);
    return;
  }
  sonnerToast[command.type](command.message, { id: command.id, description: command.description });
}

export default function Toaster({
  position,
  direction,
  label,
}: {
  position: ToastPosition;
  direction: 'ltr' | 'rtl';
  label: string;
}) {
  // Sonner subscribes in its own effect, which runs before this one, so no queued toast is lost.
  useEffect(() => {
    const flush = () => {
      for (const command of takePendingToastCommands()) apply(command);
    };
    flush();
    return subscribeToToastCommands(flush);
  }, []);

  return (
    <Sonner
      position={position}
      dir={direction}
      duration={TOAST_DURATION_MS}
      offset={{ top: TOAST_TOP_OFFSET_PX }}
      mobileOffset={{ top: TOAST_TOP_OFFSET_PX }}
      containerAriaLabel={label}
      richColors
    />
  );
}
