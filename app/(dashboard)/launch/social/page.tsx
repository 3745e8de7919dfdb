import { SocialForms } from '@/components/launch/social-forms';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Likes and views' };

export default function SocialPage() {
  return (
    <Queries>
      <SocialForms />
    </Queries>
  );
}
