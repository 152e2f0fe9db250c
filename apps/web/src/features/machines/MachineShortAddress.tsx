import { Navigate, useParams } from 'react-router';
import { NotFoundPage } from '../../base/pages/NotFoundPage';
import { MACHINE_PARAM, machineUrl } from './links';

/** `/machine/4`, the address people guess, leads to the machine's page at `/machine/machine/4`. */
export default function MachineShortAddress() {
  const id = useParams()[MACHINE_PARAM] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFoundPage />;
  return <Navigate replace to={machineUrl(Number(id))} />;
}
