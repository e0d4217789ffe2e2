import '@portal/shared/ui/styles.css';
import { boot } from './boot/boot';

void boot();
