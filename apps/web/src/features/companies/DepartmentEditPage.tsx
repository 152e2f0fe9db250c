import { useMutation } from '@apollo/client/react';
import { departmentUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { DepartmentDocument, UpdateDepartmentDocument } from './companies.generated';
import { DepartmentForm } from './DepartmentForm';
import { departments } from './links';

export default function DepartmentEditPage() {
  const { id, record: department, gate } = useRecordFromRoute(DepartmentDocument, 'departmentId', (data) => data.department, 'network-only');
  const [updateDepartment] = useMutation(UpdateDepartmentDocument);
  if (!department) return gate;
  return (
    <DepartmentForm
      schema={departmentUpdateSchema}
      defaultValues={{ name: department.name, companyId: department.companyId, description: department.description, active: department.active }}
      cancelTo={departments.listUrl}
      company={department.company}
      onSubmit={async (input) => {
        const result = await updateDepartment({ variables: { id, input, expectedUpdatedTime: department.updatedTime } });
        return { error: result.error, next: departments.listUrl };
      }}
    />
  );
}
