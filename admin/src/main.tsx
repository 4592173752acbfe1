/**
 * The admin console's entry (its own bundle under /admin). The facilitation team's views arrive
 * with the admin issue (#6); this shell proves the bundle is built and served apart from the site.
 */
import { createRoot } from 'react-dom/client';
import { Theme, Heading, Text, Container } from '@radix-ui/themes';
import '@radix-ui/themes/styles.css';

function AdminShell() {
  return (
    <Theme accentColor="grass" grayColor="olive">
      <Container size="3" p="5">
        <main>
          <Heading as="h1">Admin console</Heading>
          <Text as="p">Connection requests and contact messages are managed here.</Text>
        </main>
      </Container>
    </Theme>
  );
}

createRoot(document.getElementById('root')!).render(<AdminShell />);
