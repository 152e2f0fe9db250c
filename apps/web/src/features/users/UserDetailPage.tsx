import EditIcon from '@mui/icons-material/Edit';
import RuleIcon from '@mui/icons-material/Rule';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { DetailView } from '../../components/DetailView';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { UserDocument } from './users.generated';
import { users } from './links';
import { MAPPING_VIEW_AUTHORITIES, userMappingUrl } from '../user-mappings/links';

export default function UserDetailPage() {
  const { user: me } = useCurrentUser();
  const { id, record: user, gate } = useRecordFromRoute(UserDocument, 'userId', (data) => data.user);
  if (!user) return gate;
  return (
    <DetailView
      actions={
        <>
          <Button component={Link} to={users.listUrl}>
            Back
          </Button>
          {MAPPING_VIEW_AUTHORITIES.some((authority) => hasAuthority(me, authority)) && (
            <Button component={Link} to={userMappingUrl(id)} variant="outlined" startIcon={<RuleIcon />}>
              Mappings
            </Button>
          )}
          {hasAuthority(me, 'UPDATE_USER') && (
            <Button component={Link} to={users.editUrl(id)} variant="contained" startIcon={<EditIcon />}>
              Edit
            </Button>
          )}
        </>
      }
      items={[
        { label: 'Username', value: user.username },
        { label: 'Name', value: user.name },
        { label: 'Email', value: user.email },
        { label: 'Phone No', value: user.phoneNo },
        { label: 'Role', value: user.role.name },
        {
          label: 'Manager',
          value: user.manager?.name,
          render: user.manager ? <Link to={users.url(user.manager.id)}>{user.manager.name}</Link> : undefined,
        },
        { label: 'Active', value: user.active, format: 'boolean' },
        { label: 'Latitude', value: user.latitude },
        { label: 'Longitude', value: user.longitude },
        { label: 'Created', value: user.createdTime, format: 'datetime' },
        { label: 'Updated', value: user.updatedTime, format: 'datetime' },
      ]}
    />
  );
}
