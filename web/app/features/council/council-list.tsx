/**
 * The advisory council (spec §1), on the home and about pages: one list item per member with
 * their portrait, name (a heading under the section's), role, where they work and a short bio.
 */
import { Heading, Text } from '@radix-ui/themes';
import type { CouncilMemberData } from '../../lib/loader-types';
import { ResponsiveImage } from '../../components/responsive-image';
import '../../styles/council.css';

/** Where a member works and their country, on one line. */
function Place({ member }: { member: CouncilMemberData }) {
  if (!member.affiliation && !member.country) return null;
  return (
    <Text as="p" size="2" color="gray" className="council-place">
      {member.affiliation && <span lang={member.affiliationLang}>{member.affiliation}</span>}
      {member.affiliation && member.country && ', '}
      {member.country && <span lang={member.countryLang}>{member.country}</span>}
    </Text>
  );
}

export function CouncilList({ members }: { members: CouncilMemberData[] }) {
  return (
    <ul className="council-list" data-testid="council-list">
      {members.map((member) => (
        <li key={member.id} className="council-member" data-member={member.id}>
          {member.image && (
            // The name follows as a heading, so the portrait adds nothing for a screen reader.
            <ResponsiveImage src={member.image} slot="councilPhoto" className="council-photo" />
          )}
          <div className="council-text">
            <Heading as="h3" size="4" className="council-name">
              {member.name}
            </Heading>
            <Text as="p" size="2" weight="medium" className="council-role" lang={member.roleLang}>
              {member.role}
            </Text>
            <Place member={member} />
            {member.bio && (
              <Text as="p" size="2" className="council-bio" lang={member.bioLang}>
                {member.bio}
              </Text>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
