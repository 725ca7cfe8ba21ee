import toast from 'react-hot-toast';
import { InfoIcon } from '../components/icons';

/** Product toasts (spec §8). react-hot-toast has no info type; it is a plain toast with an info icon. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message, { icon: <InfoIcon aria-hidden="true" width={20} height={20} /> }),
};
