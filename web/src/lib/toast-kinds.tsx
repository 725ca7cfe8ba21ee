import toast from 'react-hot-toast';
import { InfoIcon } from '../components/icons';

/** The product's three kinds of toast (spec §8). react-hot-toast has no info type: a plain toast with an info icon. */
export const toastKinds = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast(message, { icon: <InfoIcon aria-hidden="true" width={20} height={20} /> }),
};
