import { Login as RaLogin } from 'react-admin';
import EngineeringIcon from '@mui/icons-material/Engineering';
import { LoginForm } from './LoginForm';

/** /login: react-admin's login frame (it sends signed-in users home) around our form. */
export default function Login() {
  return (
    <RaLogin avatarIcon={<EngineeringIcon />}>
      <LoginForm />
    </RaLogin>
  );
}
